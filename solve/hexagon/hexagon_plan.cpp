// Gauss-Jordan elimination over the integers (rows kept primitive by their
// gcd) of the hexagon's line equations, and the greedy fill plan.
#include "solve/hexagon/hexagon_plan.hpp"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <mutex>
#include <numeric>

#include <fmt/format.h>

#include "support/index.hpp"

namespace puzzlebox {

namespace {

using Row = std::vector<std::int64_t>;  // one coefficient per cell, then M's

void make_primitive(Row& row) {
    std::int64_t g = 0;
    for (std::int64_t v : row) g = std::gcd(g, std::llabs(v));
    if (g > 1)
        for (std::int64_t& v : row) v /= g;
}

// Every unknown cell the equations fix, as a formula over the known cells and M.
// Polls `stop` every 16 pivot columns: one elimination of an order-109 grid
// (651 lines by 35,317 cells) takes seconds.
std::vector<HexagonFormula> derive(const HexagonGeometry& geometry, const std::vector<char>& known, const StopCheck& stop) {
    const int cells = geometry.cell_count();
    std::vector<Row> rows;
    for (const auto& line : geometry.lines()) {
        Row row(static_cast<std::size_t>(cells) + 1, 0);
        for (int cell : line) at(row, cell) = 1;
        row.back() = -1;
        rows.push_back(std::move(row));
    }
    std::vector<int> pivot_row(static_cast<std::size_t>(cells), -1);
    std::size_t next = 0;
    for (int c = 0; c < cells && next < rows.size(); ++c) {
        if (c % 16 == 0 && stop.stop())
            throw SearchStopped(stop.outcome(), fmt::format("planning the search of an order-{} hexagon", geometry.order()));
        if (known[c]) continue;
        std::size_t q = next;
        while (q < rows.size() && rows[q][c] == 0) ++q;
        if (q == rows.size()) continue;
        std::swap(rows[q], rows[next]);
        const Row& pivot = rows[next];
        for (std::size_t t = 0; t < rows.size(); ++t) {
            if (t == next || rows[t][c] == 0) continue;
            const std::int64_t a = pivot[c], b = rows[t][c];
            for (std::size_t i = 0; i < rows[t].size(); ++i) rows[t][i] = a * rows[t][i] - b * pivot[i];
            make_primitive(rows[t]);
        }
        pivot_row[c] = static_cast<int>(next++);
    }
    std::vector<HexagonFormula> formulas;
    for (int c = 0; c < cells; ++c) {
        if (pivot_row[c] < 0) continue;
        const Row& row = rows[static_cast<std::size_t>(pivot_row[c])];
        bool alone = true;
        for (int other = 0; other < cells && alone; ++other) alone = other == c || known[other] || row[other] == 0;
        if (!alone) continue;
        // row[c] x_c + sum row[i] x_i + row[M] M = 0
        HexagonFormula f;
        f.cell = c;
        const std::int64_t sign = row[c] > 0 ? -1 : 1;
        f.denominator = -sign * row[c];
        for (int i = 0; i < cells; ++i)
            if (i != c && row[i] != 0) f.terms.emplace_back(i, sign * row[i]);
        f.constant = sign * row.back();
        formulas.push_back(std::move(f));
    }
    return formulas;
}

}  // namespace

std::vector<HexagonPlanStep> plan_hexagon_search(const HexagonGeometry& geometry, const std::vector<char>& given,
                                                 const StopCheck& stop) {
    const int cells = geometry.cell_count();
    std::vector<char> known = given;
    std::vector<HexagonPlanStep> plan(1);
    plan[0].derived = derive(geometry, known, stop);
    for (const auto& f : plan[0].derived) known[f.cell] = 1;
    for (;;) {
        int unknown = 0;
        for (char k : known) unknown += !k;
        if (unknown == 0) break;
        if (stop.stop())
            throw SearchStopped(stop.outcome(), fmt::format("planning the search of an order-{} hexagon", geometry.order()));
        int best = -1;
        if (cells <= 61) {
            // Most cells fixed; among equals, the cell whose lines are nearest to complete.
            std::pair<std::size_t, int> best_key{0, 0};
            for (int c = 0; c < cells; ++c) {
                if (known[c]) continue;
                int fewest_open = cells;
                for (int line : geometry.lines_of(c)) {
                    int open = 0;
                    for (int other : geometry.lines()[static_cast<std::size_t>(line)]) open += !known[other];
                    fewest_open = std::min(fewest_open, open);
                }
                known[c] = 1;
                const std::pair<std::size_t, int> key{derive(geometry, known, stop).size(), -fewest_open};
                known[c] = 0;
                if (best < 0 || key > best_key) {
                    best = c;
                    best_key = key;
                }
            }
        } else {
            int fewest = cells + 1;
            for (const auto& line : geometry.lines()) {
                int open = 0, first_open = -1;
                for (int c : line)
                    if (!known[c]) {
                        ++open;
                        if (first_open < 0) first_open = c;
                    }
                if (open > 0 && open < fewest) {
                    fewest = open;
                    best = first_open;
                }
            }
        }
        known[best] = 1;
        HexagonPlanStep step;
        step.free_cell = best;
        step.derived = derive(geometry, known, stop);
        for (const auto& f : step.derived) known[f.cell] = 1;
        plan.push_back(std::move(step));
    }
    return plan;
}

std::shared_ptr<const std::vector<HexagonPlanStep>> cached_hexagon_plan(const HexagonGeometry& geometry,
                                                                        const std::vector<char>& given, const StopCheck& stop) {
    static std::mutex mutex;
    static std::map<std::pair<int, std::vector<char>>, std::shared_ptr<const std::vector<HexagonPlanStep>>> cache;
    const std::pair<int, std::vector<char>> key{geometry.order(), given};
    {
        const std::lock_guard lock(mutex);
        if (const auto it = cache.find(key); it != cache.end()) return it->second;
    }
    auto plan = std::make_shared<const std::vector<HexagonPlanStep>>(plan_hexagon_search(geometry, given, stop));
    const std::lock_guard lock(mutex);
    if (cache.size() >= 1024) cache.clear();
    return cache.emplace(key, std::move(plan)).first->second;
}

}  // namespace puzzlebox
