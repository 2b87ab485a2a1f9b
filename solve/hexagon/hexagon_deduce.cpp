// The rules of a person's way through a hexagon puzzle (see hexagon_deduce.hpp).
#include "solve/hexagon/hexagon_deduce.hpp"

#include <bitset>
#include <limits>
#include <stdexcept>

#include "puzzles/hexagon/hexagon_geometry.hpp"
#include "support/index.hpp"

namespace puzzlebox {

namespace {

using Values = std::bitset<hexagon_deduce_max_cells>;  // offsets from the first value

constexpr std::uint64_t line_fill_nodes = 2'000;  // a line with more fillings to look through waits for trial

class Deducer {
public:
    Deducer(const HexagonBoard& puzzle, const HexagonGeometry& geometry, HexagonDeduction& out)
        : geometry_(geometry), first_(puzzle.first_value), out_(&out) {
        constant_ = *hexagon_constant(puzzle.order, puzzle.first_value);
        const int n = geometry_.cell_count();
        Values all;
        for (int v = 0; v < n; ++v) all.set(static_cast<std::size_t>(v));
        may_.assign(static_cast<std::size_t>(n), all);
        for (int cell = 0; cell < n; ++cell)
            if (puzzle.cells[cell]) {
                const std::int64_t offset = *puzzle.cells[cell] - first_;
                Values one;
                if (offset >= 0 && offset < n) one.set(static_cast<std::size_t>(offset));
                at(may_, cell) = one;
            }
    }

    // Applies the rules up to `strongest` until solved, stuck or contradicted; false on a contradiction.
    bool run(HexagonRule strongest) {
        while (true) {
            if (!last_cells()) return false;
            if (solved()) return true;
            if (strongest >= HexagonRule::line_bounds && progress(HexagonRule::line_bounds, line_bounds())) continue;
            if (contradicted_) return false;
            if (strongest >= HexagonRule::line_fill && progress(HexagonRule::line_fill, line_fills())) continue;
            if (contradicted_) return false;
            if (strongest >= HexagonRule::trial && progress(HexagonRule::trial, trial())) continue;
            if (contradicted_) return false;
            if (strongest >= HexagonRule::search) return progress(HexagonRule::search, search()) && solved();
            return true;  // stuck
        }
    }

    bool solved() const {
        for (const Values& m : may_)
            if (m.count() != 1) return false;
        return true;
    }
    std::vector<std::int64_t> values() const {
        std::vector<std::int64_t> values;
        for (const Values& m : may_) values.push_back(first_ + static_cast<std::int64_t>(m._Find_first()));
        return values;
    }

private:
    bool progress(HexagonRule rule, bool made) {
        if (made) {
            ++out_->uses[static_cast<std::size_t>(rule)];
            if (rule > out_->hardest) out_->hardest = rule;
        }
        return made;
    }
    int value_count() const { return geometry_.cell_count(); }
    static int only(const Values& m) { return static_cast<int>(m._Find_first()); }

    // The line's free cells and what its known cells leave for them.
    struct Open {
        std::vector<int> cells;
        std::int64_t rest = 0;  // the constant minus the known cells' values
    };
    Open open_cells(const std::vector<int>& line) const {
        Open open{{}, constant_};
        for (int cell : line) {
            if (at(may_, cell).count() == 1) open.rest -= first_ + only(at(may_, cell));
            else open.cells.push_back(cell);
        }
        return open;
    }

    // The last cell of a line, and every value once: to a fixed point.
    bool last_cells() {
        for (bool changed = true; changed;) {
            changed = false;
            Values placed;
            for (const Values& m : may_) {
                if (m.none()) return false;
                if (m.count() == 1) {
                    if ((placed & m).any()) return false;  // one value twice
                    placed |= m;
                }
            }
            for (Values& m : may_)
                if (m.count() > 1 && (m & placed).any()) {
                    m &= ~placed;
                    if (m.none()) return false;
                    changed = true;
                }
            for (int v = 0; v < value_count(); ++v) {  // a value with one cell left
                if (placed.test(static_cast<std::size_t>(v))) continue;
                int holder = -1, holders = 0;
                for (int cell = 0; cell < value_count(); ++cell)
                    if (at(may_, cell).test(static_cast<std::size_t>(v))) holder = cell, ++holders;
                if (holders == 0) return false;
                if (holders == 1 && at(may_, holder).count() > 1) {
                    at(may_, holder) = Values().set(static_cast<std::size_t>(v));
                    changed = true;
                }
            }
            for (const auto& line : geometry_.lines()) {
                const Open open = open_cells(line);
                if (open.cells.empty() && open.rest != 0) return false;
                if (open.cells.size() != 1) continue;
                const std::int64_t offset = open.rest - first_;
                Values& m = at(may_, open.cells.front());
                if (offset < 0 || offset >= value_count() || !m.test(static_cast<std::size_t>(offset))) return false;
                m = Values().set(static_cast<std::size_t>(offset));
                changed = true;
            }
            if (changed) ++out_->uses[static_cast<std::size_t>(HexagonRule::last_cell)];
        }
        return true;
    }

    // The smallest or largest sum of `k` distinct values of `pool`.
    std::int64_t extreme_sum(const Values& pool, int k, bool largest) const {
        std::int64_t sum = 0;
        int taken = 0;
        for (int i = 0; i < value_count() && taken < k; ++i) {
            const int v = largest ? value_count() - 1 - i : i;
            if (pool.test(static_cast<std::size_t>(v))) sum += first_ + v, ++taken;
        }
        return taken == k ? sum : (largest ? std::numeric_limits<std::int64_t>::min() : std::numeric_limits<std::int64_t>::max());
    }

    Values placed() const {
        Values placed;
        for (const Values& m : may_)
            if (m.count() == 1) placed |= m;
        return placed;
    }

    bool line_bounds() {
        bool made = false;
        const Values used = placed();
        for (const auto& line : geometry_.lines()) {
            const Open open = open_cells(line);
            const int k = static_cast<int>(open.cells.size());
            if (k < 2) continue;
            for (int cell : open.cells) {
                Values others;
                for (int other : open.cells)
                    if (other != cell) others |= at(may_, other);
                others &= ~used;
                Values& m = at(may_, cell);
                for (int v = 0; v < value_count(); ++v) {
                    if (!m.test(static_cast<std::size_t>(v))) continue;
                    Values pool = others;
                    pool.reset(static_cast<std::size_t>(v));
                    const std::int64_t need = open.rest - (first_ + v);
                    if (need < extreme_sum(pool, k - 1, false) || need > extreme_sum(pool, k - 1, true)) {
                        m.reset(static_cast<std::size_t>(v));
                        made = true;
                    }
                }
                if (m.none()) {
                    contradicted_ = true;
                    return made;
                }
            }
        }
        return made;
    }

    // Every filling of the line's free cells with distinct values they may
    // hold that reaches the constant: the values some filling uses stay.
    bool line_fills() {
        bool made = false;
        for (const auto& line : geometry_.lines()) {
            const Open open = open_cells(line);
            if (open.cells.size() < 2) continue;
            std::vector<Values> seen(open.cells.size());
            std::vector<int> chosen;
            Values taken = placed();
            std::uint64_t nodes = 0;
            bool whole = true;
            const auto fill = [&](auto& self, std::size_t i, std::int64_t rest) -> void {
                if (!whole) return;
                if (++nodes > line_fill_nodes) {
                    whole = false;
                    return;
                }
                const Values& m = at(may_, open.cells[i]);
                if (i + 1 == open.cells.size()) {  // the last cell's value is the rest
                    const std::int64_t offset = rest - first_;
                    if (offset < 0 || offset >= value_count() || !m.test(static_cast<std::size_t>(offset)) ||
                        taken.test(static_cast<std::size_t>(offset)))
                        return;
                    for (std::size_t j = 0; j < chosen.size(); ++j) seen[j].set(static_cast<std::size_t>(chosen[j]));
                    seen[i].set(static_cast<std::size_t>(offset));
                    return;
                }
                // The cells left must make up `rest` from values not yet taken.
                const int left = static_cast<int>(open.cells.size() - i);
                if (left > 2 && (rest < extreme_sum(~taken, left, false) || rest > extreme_sum(~taken, left, true))) return;
                const Values free = m & ~taken;
                for (std::size_t v = free._Find_first(); v < free.size(); v = free._Find_next(v)) {
                    if (static_cast<int>(v) >= value_count()) break;
                    taken.set(v);
                    chosen.push_back(static_cast<int>(v));
                    self(self, i + 1, rest - (first_ + static_cast<std::int64_t>(v)));
                    chosen.pop_back();
                    taken.reset(v);
                }
            };
            fill(fill, 0, open.rest);
            if (!whole) continue;
            for (std::size_t j = 0; j < open.cells.size(); ++j) {
                Values& m = at(may_, open.cells[j]);
                if ((m & ~seen[j]).any()) {
                    m &= seen[j];
                    made = true;
                    if (m.none()) {
                        contradicted_ = true;
                        return made;
                    }
                }
            }
        }
        return made;
    }

    // One value placed, the rules up to line fill run: a contradiction strikes it.
    bool trial() {
        for (int cell = 0; cell < value_count(); ++cell) {
            const Values m = at(may_, cell);
            if (m.count() < 2) continue;
            for (int v = 0; v < value_count(); ++v) {
                if (!m.test(static_cast<std::size_t>(v))) continue;
                if (!leads_anywhere(cell, v, HexagonRule::line_fill)) {
                    at(may_, cell).reset(static_cast<std::size_t>(v));
                    return true;
                }
            }
        }
        return false;
    }

    // Whether placing v on the cell survives the rules up to `strongest`.
    bool leads_anywhere(int cell, int v, HexagonRule strongest) const {
        HexagonDeduction scratch;
        Deducer copy = *this;
        copy.out_ = &scratch;
        at(copy.may_, cell) = Values().set(static_cast<std::size_t>(v));
        copy.contradicted_ = false;
        return copy.run(strongest);
    }

    // Beyond trial: a search over the cell with the fewest values left.
    bool search() {
        int best = -1;
        for (int cell = 0; cell < value_count(); ++cell)
            if (at(may_, cell).count() > 1 && (best < 0 || at(may_, cell).count() < at(may_, best).count())) best = cell;
        if (best < 0) return false;
        const Values m = at(may_, best);
        for (int v = 0; v < value_count(); ++v) {
            if (!m.test(static_cast<std::size_t>(v))) continue;
            HexagonDeduction scratch;
            Deducer copy = *this;
            copy.out_ = &scratch;
            at(copy.may_, best) = Values().set(static_cast<std::size_t>(v));
            if (copy.run(HexagonRule::search) && copy.solved()) {
                may_ = copy.may_;
                return true;
            }
        }
        contradicted_ = true;
        return false;
    }

    const HexagonGeometry& geometry_;  // shared by the copies trial and search make
    std::int64_t first_ = 0, constant_ = 0;
    std::vector<Values> may_;
    bool contradicted_ = false;
    HexagonDeduction* out_;  // where the steps are counted
};

}  // namespace

std::string_view rule_name(HexagonRule rule) {
    switch (rule) {
        case HexagonRule::last_cell:
            return "last cell";
        case HexagonRule::line_bounds:
            return "line bounds";
        case HexagonRule::line_fill:
            return "line fill";
        case HexagonRule::trial:
            return "trial";
        case HexagonRule::search:
            return "search";
    }
    return "";
}

HexagonDeduction deduce_hexagon(const HexagonBoard& puzzle, HexagonRule strongest) {
    if (!hexagon_constant(puzzle.order, puzzle.first_value))
        throw std::invalid_argument("deduce_hexagon: the values give no integer line constant");
    if (puzzle.cell_count() > hexagon_deduce_max_cells) throw std::invalid_argument("deduce_hexagon: at most 256 cells");
    HexagonDeduction deduction;
    const HexagonGeometry geometry(puzzle.order);
    Deducer deducer(puzzle, geometry, deduction);
    const bool consistent = deducer.run(strongest);
    deduction.contradiction = !consistent;
    deduction.solved = consistent && deducer.solved();
    if (deduction.solved) deduction.values = deducer.values();
    return deduction;
}

}  // namespace puzzlebox
