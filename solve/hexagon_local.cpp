// Simulated annealing for magic hexagons (see hexagon_local.hpp).
#include "hexagon_local.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>
#include <utility>

#include <fmt/format.h>

#include "puzzles/progress.hpp"
#include "solve/random.hpp"

namespace puzzlebox {

namespace {

// One annealing state: values on cells, every line's error (sum - constant).
class Arrangement {
public:
    Arrangement(const HexagonGeometry& geometry, std::int64_t constant, std::vector<std::int64_t> values)
        : geometry_(geometry), value_(std::move(values)), error_(geometry.lines().size(), -constant) {
        for (int cell = 0; cell < geometry.cell_count(); ++cell)
            for (int line : geometry.lines_of(cell)) error_[line] += value_[cell];
        for (std::int64_t e : error_) total_ += std::abs(e);
    }

    std::int64_t total() const { return total_; }
    std::int64_t line_error(int line) const { return error_[line]; }
    const std::vector<std::int64_t>& values() const { return value_; }

    // The change of the total error if cells a and b swapped values.
    std::int64_t swap_delta(int a, int b) const {
        const std::int64_t d = value_[b] - value_[a];
        std::int64_t delta = 0;
        for (int direction = 0; direction < 3; ++direction) {
            const int la = geometry_.lines_of(a)[direction], lb = geometry_.lines_of(b)[direction];
            if (la == lb) continue;  // the line keeps its sum
            delta += std::abs(error_[la] + d) - std::abs(error_[la]) + std::abs(error_[lb] - d) - std::abs(error_[lb]);
        }
        return delta;
    }

    void swap(int a, int b, std::int64_t delta) {
        const std::int64_t d = value_[b] - value_[a];
        for (int direction = 0; direction < 3; ++direction) {
            const int la = geometry_.lines_of(a)[direction], lb = geometry_.lines_of(b)[direction];
            if (la == lb) continue;
            error_[la] += d;
            error_[lb] -= d;
        }
        std::swap(value_[a], value_[b]);
        total_ += delta;
    }

private:
    const HexagonGeometry& geometry_;
    std::vector<std::int64_t> value_;
    std::vector<std::int64_t> error_;
    std::int64_t total_ = 0;
};

}  // namespace

std::int64_t hexagon_line_error(const HexagonGeometry& geometry, std::int64_t constant,
                                const std::vector<std::int64_t>& filled) {
    std::int64_t total = 0;
    for (const auto& line : geometry.lines()) {
        std::int64_t sum = -constant;
        for (int cell : line) sum += filled[cell];
        total += std::abs(sum);
    }
    return total;
}

HexagonLocalResult search_magic_hexagon_locally(const HexagonBoard& puzzle, const HexagonLocalOptions& options) {
    HexagonLocalResult result;
    if (std::string reason = hexagon_impossibility(puzzle.order, puzzle.first_value); !reason.empty()) {
        result.impossible = std::move(reason);
        return result;
    }
    const auto constant = hexagon_constant(puzzle.order, puzzle.first_value);
    const HexagonGeometry geometry(puzzle.order);
    const int cells = geometry.cell_count();

    // The free cells, the values left for them, and each line's free cells.
    std::vector<int> free_cells;
    std::vector<char> used(static_cast<std::size_t>(cells), 0);
    std::vector<std::int64_t> start(static_cast<std::size_t>(cells), 0);
    for (int cell = 0; cell < cells; ++cell) {
        if (puzzle.cells[cell]) {
            start[cell] = *puzzle.cells[cell];
            used[static_cast<std::size_t>(*puzzle.cells[cell] - puzzle.first_value)] = 1;
        } else {
            free_cells.push_back(cell);
        }
    }
    std::vector<std::int64_t> spare;
    for (int i = 0; i < cells; ++i)
        if (!used[static_cast<std::size_t>(i)]) spare.push_back(puzzle.first_value + i);
    std::vector<std::vector<int>> free_on_line(geometry.lines().size());
    for (int cell : free_cells)
        for (int line : geometry.lines_of(cell)) free_on_line[line].push_back(cell);

    const auto count = static_cast<std::uint32_t>(free_cells.size());
    const std::uint64_t steps_per_run =
        options.steps_per_run > 0 ? options.steps_per_run : 20000ull * static_cast<std::uint64_t>(cells);
    // Temperatures in units of line error: from about a tenth of a typical
    // value difference down to well under one.
    const double hot = std::max(1.0, static_cast<double>(cells) / 10.0), cold = 0.2;
    const double cooling = std::pow(cold / hot, 1.0 / static_cast<double>(steps_per_run));

    SearchBudget budget(options.limits);
    Random random(options.seed);
    result.error = -1;
    Progress progress(fmt::format("local search, order {}", geometry.order()), 0, "runs");
    while (budget.outcome() == SearchOutcome::complete) {
        progress.update(result.runs, fmt::format("best line error {}", result.error));
        ++result.runs;
        for (std::size_t i = spare.size(); i > 1; --i)  // Fisher-Yates
            std::swap(spare[i - 1], spare[random.below(static_cast<std::uint32_t>(i))]);
        for (std::size_t i = 0; i < free_cells.size(); ++i) start[free_cells[i]] = spare[i];
        Arrangement arrangement(geometry, *constant, start);
        if (result.error < 0 || arrangement.total() < result.error) {
            result.best = arrangement.values();
            result.error = arrangement.total();
        }
        double temperature = hot;
        for (std::uint64_t step = 0; step < steps_per_run && result.error > 0 && count >= 2; ++step) {
            if (!budget.spend()) break;
            temperature *= cooling;
            // Half the swaps take a cell of a wrong line (drawn by a few tries).
            int a = free_cells[random.below(count)];
            if (random.coin()) {
                for (int attempt = 0; attempt < 8; ++attempt) {
                    const auto line = static_cast<int>(random.below(static_cast<std::uint32_t>(free_on_line.size())));
                    if (arrangement.line_error(line) == 0 || free_on_line[line].empty()) continue;
                    const auto& on_line = free_on_line[line];
                    a = on_line[random.below(static_cast<std::uint32_t>(on_line.size()))];
                    break;
                }
            }
            const int b = free_cells[random.below(count)];
            if (a == b) continue;
            const std::int64_t delta = arrangement.swap_delta(a, b);
            if (delta > 0 &&
                static_cast<double>(random.next()) >= std::exp(-static_cast<double>(delta) / temperature) * 4294967296.0)
                continue;
            arrangement.swap(a, b, delta);
            if (arrangement.total() < result.error) {
                result.best = arrangement.values();
                result.error = arrangement.total();
            }
        }
        result.steps = budget.nodes();
        if (result.error == 0 || count < 2) break;
    }
    result.steps = budget.nodes();
    // Ends at a solution or a limit; with fewer than two free cells there is
    // one arrangement only, so its error is final.
    result.outcome = result.error == 0 || count < 2 ? SearchOutcome::complete : budget.outcome();
    for (const auto& line : geometry.lines()) {
        std::int64_t sum = 0;
        for (int cell : line) sum += result.best[cell];
        result.wrong_lines += sum != *constant;
    }
    return result;
}

}  // namespace puzzlebox
