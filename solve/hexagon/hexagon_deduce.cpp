// The rules of a person's way through a hexagon puzzle (see hexagon_deduce.hpp).
#include "solve/hexagon/hexagon_deduce.hpp"

#include <algorithm>
#include <bit>
#include <bitset>
#include <limits>
#include <stdexcept>
#include <string>
#include <type_traits>

#include "puzzles/hexagon/hexagon_geometry.hpp"
#include "support/index.hpp"

namespace puzzlebox {

namespace {

using Values = std::bitset<hexagon_deduce_max_cells>;  // offsets from the first value

// A line is filled only when its free cells have at most this many ways to
// reach the constant, each cell taking a value it may still hold and
// repeats allowed (the combinations a person would have to go through); a
// line with more waits for trial. The count only grows as a state widens,
// so a narrower state never loses a line fill a wider one had.
constexpr std::uint32_t line_fill_ways = 2'000;
constexpr std::uint32_t line_pair_ways = 5'000;  // likewise for each of two crossing lines

// A line's fillings are looked through millions of times while a generator
// tries trial and error; up to order 5 (61 values) they run on one 64-bit
// word instead of the 256-bit set (the same steps in the same order, about
// five times faster). The few operations the filling needs, for both:
using Word = std::uint64_t;
bool has(Word m, std::size_t v) { return (m >> v) & 1; }
bool has(const Values& m, std::size_t v) { return m.test(v); }
void put(Word& m, std::size_t v) { m |= Word{1} << v; }
void put(Values& m, std::size_t v) { m.set(v); }
void drop(Word& m, std::size_t v) { m &= ~(Word{1} << v); }
void drop(Values& m, std::size_t v) { m.reset(v); }
bool none_of(Word m) { return m == 0; }
bool none_of(const Values& m) { return m.none(); }
std::size_t first_of(Word m) { return m == 0 ? 64 : static_cast<std::size_t>(std::countr_zero(m)); }
std::size_t first_of(const Values& m) { return m._Find_first(); }
std::size_t next_of(Word m, std::size_t v) { return v + 1 >= 64 ? 64 : first_of(m & (~Word{0} << (v + 1))); }
std::size_t next_of(const Values& m, std::size_t v) { return m._Find_next(v); }
constexpr std::size_t end_of(Word) { return 64; }
constexpr std::size_t end_of(const Values& m) { return m.size(); }
Word to_word(const Values& m) { return (m & Values(~Word{0})).to_ullong(); }
Values as_values(Word m) { return Values(m); }
const Values& as_values(const Values& m) { return m; }
// The values as `Mask`.
template <class Mask>
Mask as(const Values& m) {
    if constexpr (std::is_same_v<Mask, Word>) return to_word(m);
    else return m;
}

// What trial and error learnt (HexagonTrialMemo): for a value tried in a
// cell, the state the rules reached from it without a contradiction (a
// fixed point of every rule up to line fill, the rules a trial runs). The rules only ever narrow a state, and narrow a
// narrower state at least as far (the line fill's node cap included: a
// narrower line has a subset of the fillings to look through), so from any
// state that this fixed point narrows, the same trial reaches no
// contradiction either: it need not be run again (a generator's failed
// removals retried every survivor after every strike, about 1 s a puzzle).
// The fixed point depends on the order and the values only, so puzzles of
// one order and first value share it.
using TrialMemo = HexagonTrialMemo;

class Deducer {
public:
    Deducer(const HexagonBoard& puzzle, const HexagonGeometry& geometry, HexagonDeduction& out, TrialMemo& memo,
            const StopCheck& stop)
        : geometry_(geometry), first_(puzzle.first_value), out_(&out), memo_(&memo), stop_(&stop), stopped_(&out.stopped) {
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
            if (stop_now()) return true;  // stuck where the stop came, not contradicted
            if (!last_cells()) return false;
            if (solved()) return true;
            if (strongest >= HexagonRule::line_bounds && progress(HexagonRule::line_bounds, line_bounds())) continue;
            if (contradicted_) return false;
            if (strongest >= HexagonRule::line_fill && progress(HexagonRule::line_fill, line_fills())) continue;
            if (contradicted_) return false;
            if (strongest >= HexagonRule::line_pair && progress(HexagonRule::line_pair, line_pairs())) continue;
            if (contradicted_) return false;
            if (strongest >= HexagonRule::trial && progress(HexagonRule::trial, trial())) continue;
            if (contradicted_) return false;
            if (*stopped_) return true;
            if (strongest >= HexagonRule::search) {
                const bool found = search();
                return *stopped_ || (progress(HexagonRule::search, found) && solved());
            }
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
    // Polled between rules and between tries; once true, stays true (the copies share it).
    bool stop_now() {
        if (!*stopped_ && stop_->stop()) *stopped_ = true;
        return *stopped_;
    }

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

    Values placed() const {
        Values placed;
        for (const Values& m : may_)
            if (m.count() == 1) placed |= m;
        return placed;
    }

    bool line_bounds() { return value_count() <= 64 ? line_bounds_in<Word>() : line_bounds_in<Values>(); }

    template <class Mask>
    bool line_bounds_in() {
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
                const Mask pool = as<Mask>(others);
                // The k - 1 others' least and most sums without a value v of
                // the cell: from the pool's k least and k most values.
                std::vector<std::int64_t> sorted;  // the pool's values, ascending
                for (std::size_t v = first_of(pool); v < end_of(pool) && static_cast<int>(v) < value_count();
                     v = next_of(pool, v))
                    sorted.push_back(first_ + static_cast<std::int64_t>(v));
                const auto c = static_cast<int>(sorted.size());
                std::int64_t least = 0, most = 0;  // sums of the k - 1 least and most
                for (int i = 0; i < k - 1 && i < c; ++i) least += sorted[i], most += sorted[c - 1 - i];
                Values& m = at(may_, cell);
                for (int v = 0; v < value_count(); ++v) {
                    if (!m.test(static_cast<std::size_t>(v))) continue;
                    const std::int64_t value = first_ + v;
                    const bool in_pool = has(pool, static_cast<std::size_t>(v));
                    bool fits = c - (in_pool ? 1 : 0) >= k - 1;
                    if (fits) {
                        std::int64_t low = least, high = most;
                        if (in_pool && k - 1 > 0 && value <= sorted[k - 2]) low += sorted[k - 1] - value;
                        if (in_pool && k - 1 > 0 && value >= sorted[c - k + 1]) high += sorted[c - k] - value;
                        const std::int64_t need = open.rest - value;
                        fits = need >= low && need <= high;
                    }
                    if (!fits) {
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
        const Values used = placed();
        auto& unchanged = kept_.unchanged_lines;
        if (unchanged.size() != geometry_.lines().size()) unchanged.assign(geometry_.lines().size(), {});
        for (std::size_t l = 0; l < geometry_.lines().size(); ++l) {
            const auto& line = geometry_.lines()[l];
            const Open open = open_cells(line);
            if (open.cells.size() < 2) continue;
            // The same line and the same values placed as when it last changed nothing: it changes nothing again.
            LineState& last = unchanged[l];
            if (last.matches(used, may_, line)) continue;
            std::vector<Values>& seen = kept_.seen;
            seen.assign(open.cells.size(), Values());
            const bool whole = value_count() <= 64 ? fill_line<Word>(open, used, seen) : fill_line<Values>(open, used, seen);
            bool changed = false;
            for (std::size_t j = 0; whole && j < open.cells.size(); ++j) {
                Values& m = at(may_, open.cells[j]);
                if ((m & ~seen[j]).any()) {
                    m &= seen[j];
                    changed = made = true;
                    if (m.none()) {
                        contradicted_ = true;
                        return made;
                    }
                }
            }
            if (changed) last.forget();
            else last.keep(used, may_, line);
        }
        return made;
    }

    // A line's cells and the values placed on the board, as a line fill last saw them.
    // (Compared and kept in place: line fills look at them millions of times.)
    struct LineState {
        Values placed;
        std::vector<Values> cells;  // empty: nothing kept
        template <class... Lines>
        bool matches(const Values& placed_now, const std::vector<Values>& may, const Lines&... lines) const {
            if (cells.size() != (lines.size() + ...) || !(placed == placed_now)) return false;
            std::size_t i = 0;
            const auto same = [&](const std::vector<int>& line) {
                for (int cell : line)
                    if (!(cells[i++] == at(may, cell))) return false;
                return true;
            };
            return (same(lines) && ...);
        }
        template <class... Lines>
        void keep(const Values& placed_now, const std::vector<Values>& may, const Lines&... lines) {
            placed = placed_now;
            cells.clear();
            const auto add = [&](const std::vector<int>& line) {
                for (int cell : line) cells.push_back(at(may, cell));
            };
            (add(lines), ...);
        }
        void forget() { cells.clear(); }
    };

    // The values each free cell of the line takes in some filling, in
    // `seen`; false when the line has more than line_fill_ways combinations.
    template <class Mask>
    bool fill_line(const Open& open, const Values& placed_now, std::vector<Values>& seen) const {
        const std::size_t n = open.cells.size();
        std::vector<Mask> used(n);
        const bool whole = each_filling<Mask>(open, placed_now, line_fill_ways, [&](const std::vector<int>& chosen) {
            for (std::size_t j = 0; j < n; ++j) put(used[j], static_cast<std::size_t>(chosen[j]));
        });
        if (!whole) return false;
        for (std::size_t j = 0; j < n; ++j) seen[j] = as_values(used[j]);
        return true;
    }

    // Every filling of the line's free cells with distinct values they may
    // hold (none placed elsewhere) that reaches the constant, handed to
    // `visit` as a value per free cell (offsets from the first value), in
    // the order of a search cell by cell, smallest value first; false, with
    // nothing visited, when the cells have more than `cap` combinations
    // (line_fill_ways). The search goes only where the cells left can still
    // make up the rest (ways_from), so it looks at most at `cap` partial
    // fillings a cell.
    template <class Mask, class Visit>
    bool each_filling(const Open& open, const Values& placed_now, std::uint32_t cap, Visit&& visit) const {
        const std::size_t n = open.cells.size();
        thread_local std::vector<Mask> may;  // scratch, kept between calls (no nesting)
        thread_local Ways ways;
        thread_local std::vector<int> chosen;
        Mask taken = as<Mask>(placed_now);
        may.resize(n);
        for (std::size_t j = 0; j < n; ++j) may[j] = as<Mask>(at(may_, open.cells[j])) & ~taken;
        const std::int64_t target = open.rest - static_cast<std::int64_t>(n) * first_;  // the rest, in offsets
        ways_from(may, target, cap, ways);
        if (ways.count(0, target) > cap) return false;
        chosen.assign(n, -1);
        const auto fill = [&](auto& self, std::size_t i, std::int64_t rest) -> void {
            if (ways.count(i, rest) == 0) return;
            if (i + 1 == n) {  // the last cell's value is the rest
                if (has(taken, static_cast<std::size_t>(rest))) return;
                chosen[i] = static_cast<int>(rest);
                visit(chosen);
                return;
            }
            const Mask free = may[i] & ~taken;
            for (std::size_t v = first_of(free); v < end_of(free); v = next_of(free, v)) {
                if (static_cast<int>(v) >= value_count() || static_cast<std::int64_t>(v) > rest) break;
                put(taken, v);
                chosen[i] = static_cast<int>(v);
                self(self, i + 1, rest - static_cast<std::int64_t>(v));
                drop(taken, v);
            }
        };
        fill(fill, 0, target);
        return true;
    }

    // For cells i..n-1 of a line and a sum of their offsets, the number of
    // ways to make it with each cell's values, repeats allowed, counted up
    // to cap + 1 (a count past the cap stays past it: sums of counts held
    // at cap + 1 exceed the cap exactly when the true sums do). Only the
    // sums a filling of cells 0..i-1 can leave of the target are counted
    // (each cell's window; elsewhere the count reads 0).
    struct Ways {
        std::vector<std::int64_t> low, high;  // by cell i (0..n): the window of sums
        std::vector<std::size_t> start;       // by cell i: where its window's counts begin in `table`
        std::vector<std::uint32_t> table;
        std::vector<std::int64_t> least, most;  // by cell: its least and most value (scratch)
        std::uint32_t count(std::size_t i, std::int64_t sum) const {
            return sum < low[i] || sum > high[i] ? 0 : table[start[i] + static_cast<std::size_t>(sum - low[i])];
        }
    };
    template <class Mask>
    void ways_from(const std::vector<Mask>& may, std::int64_t target, std::uint32_t cap, Ways& ways) const {
        const std::size_t n = may.size();
        ways.low.assign(n + 1, 0);
        ways.high.assign(n + 1, 0);
        ways.start.assign(n + 2, 0);
        // The window of cell i: the target less what cells 0..i-1 can add up to, within what cells i.. can make.
        std::int64_t prefix_low = 0, prefix_high = 0, suffix_low = 0, suffix_high = 0;
        std::vector<std::int64_t>& least = ways.least;
        std::vector<std::int64_t>& most = ways.most;
        least.assign(n, 0);
        most.assign(n, 0);
        for (std::size_t j = 0; j < n; ++j) {
            const std::size_t first = first_of(may[j]);
            if (first >= static_cast<std::size_t>(value_count())) {  // a cell with no value: no filling
                ways.low.assign(n + 1, 1);
                ways.high.assign(n + 1, 0);
                return;
            }
            std::size_t last = first;
            for (std::size_t v = first; v < end_of(may[j]) && static_cast<int>(v) < value_count(); v = next_of(may[j], v))
                last = v;
            least[j] = static_cast<std::int64_t>(first);
            most[j] = static_cast<std::int64_t>(last);
            suffix_low += least[j], suffix_high += most[j];
        }
        for (std::size_t i = 0; i <= n; ++i) {
            ways.low[i] = std::max(target - prefix_high, suffix_low);
            ways.high[i] = std::min(target - prefix_low, suffix_high);
            ways.start[i + 1] =
                ways.start[i] + static_cast<std::size_t>(std::max<std::int64_t>(0, ways.high[i] - ways.low[i] + 1));
            if (i < n) {
                prefix_low += least[i], prefix_high += most[i];
                suffix_low -= least[i], suffix_high -= most[i];
            }
        }
        ways.table.assign(ways.start[n + 1], 0);
        if (ways.low[n] <= 0 && 0 <= ways.high[n]) ways.table[ways.start[n]] = 1;
        for (std::size_t i = n; i-- > 0;) {
            if (ways.low[i] > ways.high[i] || ways.low[i + 1] > ways.high[i + 1]) continue;
            const std::uint32_t* next = &ways.table[ways.start[i + 1]];
            std::uint32_t* here = &ways.table[ways.start[i]];
            for (std::size_t v = first_of(may[i]); v < end_of(may[i]) && static_cast<int>(v) < value_count();
                 v = next_of(may[i], v)) {
                // here[sum] += next[sum - v] for the sums in both windows
                const auto shift = static_cast<std::int64_t>(v);
                const std::int64_t lo = std::max(ways.low[i], ways.low[i + 1] + shift);
                const std::int64_t hi = std::min(ways.high[i], ways.high[i + 1] + shift);
                for (std::int64_t sum = lo; sum <= hi; ++sum) here[sum - ways.low[i]] += next[sum - shift - ways.low[i + 1]];
            }
            const std::size_t size = ways.start[i + 1] - ways.start[i];
            for (std::size_t k = 0; k < size; ++k) here[k] = std::min(here[k], cap + 1);
        }
    }

    // Two crossing lines filled together: the values some filling of both uses stay.
    bool line_pairs() {
        if (crossings_.empty()) crossings_ = crossing_lines();
        bool made = false;
        const Values used = placed();
        auto& unchanged = kept_.unchanged_pairs;
        if (unchanged.size() != crossings_.size()) unchanged.assign(crossings_.size(), {});
        for (std::size_t k = 0; k < crossings_.size(); ++k) {
            const auto [a, b] = crossings_[k];
            const Open first = open_cells(geometry_.lines()[a]);
            const Open second = open_cells(geometry_.lines()[b]);
            if (first.cells.size() < 2 || second.cells.size() < 2) continue;  // a line with one free cell: last cell
            // As for line fills: the same two lines and values placed as when they last changed nothing.
            if (unchanged[k].matches(used, may_, geometry_.lines()[a], geometry_.lines()[b])) continue;
            // The cells: the first line's free ones, then the second's but the shared one.
            std::vector<int> cells = first.cells;
            const int crossing = cross_cell(a, b);
            const Shared shared{index_of(first.cells, crossing), index_of(second.cells, crossing)};
            for (std::size_t j = 0; j < second.cells.size(); ++j)
                if (j != shared.in_second) cells.push_back(second.cells[j]);
            if (cells.size() == first.cells.size()) continue;
            std::vector<Values> seen(cells.size());
            const bool whole = value_count() <= 64 ? fill_pair<Word>(crossings_[k], first, second, shared, used, seen)
                                                   : fill_pair<Values>(crossings_[k], first, second, shared, used, seen);
            for (std::size_t j = 0; whole && j < cells.size(); ++j) {
                Values& m = at(may_, cells[j]);
                if ((m & ~seen[j]).any()) {
                    m &= seen[j];
                    made = true;
                    if (m.none()) {
                        contradicted_ = true;
                        return made;
                    }
                }
            }
            if (made) return made;  // the weaker rules go first again
            unchanged[k].keep(used, may_, geometry_.lines()[a], geometry_.lines()[b]);
        }
        return made;
    }

    // Pairs of lines that share a cell (lines of different directions).
    std::vector<std::pair<int, int>> crossing_lines() const {
        std::vector<std::pair<int, int>> pairs;
        const auto& lines = geometry_.lines();
        for (std::size_t a = 0; a < lines.size(); ++a)
            for (std::size_t b = a + 1; b < lines.size(); ++b)
                if (cross_cell(static_cast<int>(a), static_cast<int>(b)) >= 0)
                    pairs.emplace_back(static_cast<int>(a), static_cast<int>(b));
        return pairs;
    }
    int cross_cell(int a, int b) const {
        for (int cell : geometry_.lines()[static_cast<std::size_t>(a)])
            for (int other : geometry_.lines()[static_cast<std::size_t>(b)])
                if (cell == other) return cell;
        return -1;
    }

    struct KeptFillings {
        LineState state;
        bool whole = false;
        std::vector<int> fillings;  // a value per free cell, filling after filling
        std::vector<Word> words;    // each filling's values (up to 64 values)
        std::vector<Values> sets;   // the same, past 64 values
    };
    template <class Mask>
    static std::vector<Mask>& masks_of(KeptFillings& kept) {
        if constexpr (std::is_same_v<Mask, Word>) return kept.words;
        else return kept.sets;
    }
    template <class Mask>
    static const std::vector<Mask>& masks_of(const KeptFillings& kept) {
        if constexpr (std::is_same_v<Mask, Word>) return kept.words;
        else return kept.sets;
    }

    // A line's fillings for line pairs (each_filling up to line_pair_ways),
    // kept with the line's state: a line is in many pairs, and its fillings
    // are the same while its cells and the values placed are. Null past the cap.
    template <class Mask>
    const KeptFillings* pair_fillings(int line, const Open& open, const Values& placed_now) {
        auto& by_line = kept_.pair_fillings;
        if (by_line.size() != geometry_.lines().size()) by_line.assign(geometry_.lines().size(), {});
        KeptFillings& kept = by_line[static_cast<std::size_t>(line)];
        const std::vector<int>& cells = geometry_.lines()[static_cast<std::size_t>(line)];
        if (!kept.state.matches(placed_now, may_, cells)) {
            kept.state.keep(placed_now, may_, cells);
            kept.fillings.clear();
            kept.whole = each_filling<Mask>(open, placed_now, line_pair_ways, [&](const std::vector<int>& chosen) {
                kept.fillings.insert(kept.fillings.end(), chosen.begin(), chosen.end());
            });
            std::vector<Mask>& masks = masks_of<Mask>(kept);
            const std::size_t n = open.cells.size();
            masks.assign(kept.fillings.size() / n, Mask{});
            for (std::size_t i = 0; i < kept.fillings.size(); ++i) put(masks[i / n], static_cast<std::size_t>(kept.fillings[i]));
        }
        return kept.whole ? &kept : nullptr;
    }
    // Where the crossing cell is among each line's free cells (npos: it is known).
    struct Shared {
        std::size_t in_first, in_second;
    };
    static std::size_t index_of(const std::vector<int>& cells, int cell) {
        const auto found = std::find(cells.begin(), cells.end(), cell);
        return found == cells.end() ? std::string::npos : static_cast<std::size_t>(found - cells.begin());
    }

    // The values each free cell of the two lines takes in some filling of
    // both (all values distinct, the shared cell one value), in `seen` in
    // line_pairs' order of the cells: each line's fillings (each_filling,
    // up to line_pair_ways combinations), then the pairs of them whose
    // values meet only in the shared cell. False past the cap.
    template <class Mask>
    bool fill_pair(std::pair<int, int> lines, const Open& first, const Open& second, const Shared& shared,
                   const Values& placed_now, std::vector<Values>& seen) {
        const KeptFillings* kept_first = pair_fillings<Mask>(lines.first, first, placed_now);
        const KeptFillings* kept_second = kept_first ? pair_fillings<Mask>(lines.second, second, placed_now) : nullptr;
        if (!kept_second) return false;
        const std::vector<int>&f1 = kept_first->fillings, &f2 = kept_second->fillings;
        const std::vector<Mask>&m1 = masks_of<Mask>(*kept_first), &m2 = masks_of<Mask>(*kept_second);
        const std::size_t n1 = first.cells.size(), n2 = second.cells.size();
        const std::size_t c1 = m1.size(), c2 = m2.size();
        const bool free_shared = shared.in_first != std::string::npos;
        const auto value_of = [&](const std::vector<int>& f, std::size_t n, std::size_t at_cell, std::size_t i) {
            return free_shared ? static_cast<std::size_t>(f[i * n + at_cell]) : std::size_t{0};
        };
        const auto fit = [&](std::size_t i, std::size_t k) {
            Mask both = m1[i] & m2[k];
            if (free_shared) drop(both, value_of(f1, n1, shared.in_first, i));
            return none_of(both);
        };
        // Each line's fillings grouped by the shared cell's value (one group when it is known).
        const std::size_t groups = free_shared ? static_cast<std::size_t>(value_count()) : 1;
        const auto group = [&](const std::vector<int>& f, std::size_t n, std::size_t at_cell, std::size_t count,
                               std::vector<std::size_t>& start, std::vector<std::size_t>& order) {
            start.assign(groups + 1, 0);
            for (std::size_t i = 0; i < count; ++i) ++start[value_of(f, n, at_cell, i) + 1];
            for (std::size_t g = 0; g < groups; ++g) start[g + 1] += start[g];
            order.resize(count);
            std::vector<std::size_t> next(start.begin(), start.end() - 1);
            for (std::size_t i = 0; i < count; ++i) order[next[value_of(f, n, at_cell, i)]++] = i;
        };
        group(f1, n1, shared.in_first, c1, kept_.start1, kept_.order1);
        group(f2, n2, shared.in_second, c2, kept_.start2, kept_.order2);
        // A filling of either line is kept when one of the other's fits it (stopping at the first).
        kept_.kept1.assign(c1, 0);
        kept_.kept2.assign(c2, 0);
        for (std::size_t g = 0; g < groups; ++g) {
            for (std::size_t a = kept_.start1[g]; a < kept_.start1[g + 1]; ++a)
                for (std::size_t b = kept_.start2[g]; b < kept_.start2[g + 1]; ++b)
                    if (fit(kept_.order1[a], kept_.order2[b])) {
                        kept_.kept1[kept_.order1[a]] = kept_.kept2[kept_.order2[b]] = 1;
                        break;
                    }
            for (std::size_t b = kept_.start2[g]; b < kept_.start2[g + 1]; ++b)
                for (std::size_t a = kept_.start1[g]; !kept_.kept2[kept_.order2[b]] && a < kept_.start1[g + 1]; ++a)
                    if (fit(kept_.order1[a], kept_.order2[b])) kept_.kept2[kept_.order2[b]] = 1;
        }
        std::vector<Mask> used(n1 + n2);
        for (std::size_t i = 0; i < c1; ++i)
            for (std::size_t j = 0; kept_.kept1[i] && j < n1; ++j) put(used[j], static_cast<std::size_t>(f1[i * n1 + j]));
        for (std::size_t k = 0; k < c2; ++k)
            for (std::size_t j = 0; kept_.kept2[k] && j < n2; ++j) put(used[n1 + j], static_cast<std::size_t>(f2[k * n2 + j]));
        std::size_t at_cell = 0;
        for (std::size_t j = 0; j < n1 + n2; ++j)
            if (j < n1 || j - n1 != shared.in_second) seen[at_cell++] = as_values(used[j]);
        return true;
    }

    // One value placed, the rules up to line fill run (line pairs would
    // make each trial a hundred times dearer): a contradiction strikes it.
    // One sweep tries every value left and strikes all it can (each strike
    // a step), the weaker rules going first again after it.
    bool trial() {
        const auto n = static_cast<std::size_t>(value_count());
        if (memo_->survived.size() != n * n) memo_->survived.assign(n * n, {}), memo_->from.assign(n * n, {});
        int strikes = 0;
        for (int cell = 0; cell < value_count(); ++cell) {
            const Values m = at(may_, cell);
            if (m.count() < 2) continue;
            for (int v = 0; v < value_count(); ++v) {
                if (!m.test(static_cast<std::size_t>(v))) continue;
                const std::size_t entry = static_cast<std::size_t>(cell) * n + static_cast<std::size_t>(v);
                auto& survived = memo_->survived[entry];
                auto& from = memo_->from[entry];
                if (!survived.empty() && narrows(survived)) continue;
                if (stop_now()) return false;
                // Where the rules led from a wider state bounds where they lead from this one.
                const bool bounded = !survived.empty() && within(may_, from);
                Deducer copy = tried(cell, v, bounded ? survived : std::vector<Values>());
                HexagonDeduction scratch;
                copy.out_ = &scratch;
                if (!copy.run(HexagonRule::line_fill)) {
                    at(may_, cell).reset(static_cast<std::size_t>(v));
                    ++strikes;
                    if (at(may_, cell).none()) {
                        contradicted_ = true;
                        break;
                    }
                    continue;
                }
                if (*stopped_) return false;  // not a fixed point: nothing to remember
                survived = std::move(copy.may_);
                from = may_;  // where it was tried from (the copy ran apart from this state)
            }
            if (contradicted_) break;
        }
        if (strikes > 1) out_->uses[static_cast<std::size_t>(HexagonRule::trial)] += strikes - 1;
        return strikes > 0;
    }

    // Whether `state` is this state or narrower, cell by cell.
    bool narrows(const std::vector<Values>& state) const { return within(state, may_); }
    static bool within(const std::vector<Values>& narrow, const std::vector<Values>& wide) {
        for (std::size_t cell = 0; cell < wide.size(); ++cell)
            if ((narrow[cell] & ~wide[cell]).any()) return false;
        return true;
    }

    // A copy with v placed on the cell. `known`, when not empty, is where
    // the rules led from v placed in a wider state: the rules' outcome from
    // this state lies inside it (they only narrow, and narrow a narrower
    // state at least as far), so the copy starts there, with less to do.
    Deducer tried(int cell, int v, const std::vector<Values>& known) const {
        Deducer copy = *this;
        at(copy.may_, cell) = Values().set(static_cast<std::size_t>(v));
        if (!known.empty())
            for (std::size_t c = 0; c < copy.may_.size(); ++c) copy.may_[c] &= known[c];
        copy.contradicted_ = false;
        return copy;
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
            if (stop_now()) return false;
            HexagonDeduction scratch;
            Deducer copy = *this;
            copy.out_ = &scratch;
            at(copy.may_, best) = Values().set(static_cast<std::size_t>(v));
            if (copy.run(HexagonRule::search) && copy.solved()) {
                may_ = copy.may_;
                return true;
            }
        }
        if (*stopped_) return false;
        contradicted_ = true;
        return false;
    }

    const HexagonGeometry& geometry_;  // shared by the copies trial and search make
    std::int64_t first_ = 0, constant_ = 0;
    std::vector<Values> may_;
    bool contradicted_ = false;
    std::vector<std::pair<int, int>> crossings_;  // the lines that cross, found when line pair first runs
    // What the rules keep to skip work, by one deducer only: the copies
    // trial and search make (a value placed: none of it holds) start without it.
    struct Kept {
        std::vector<LineState> unchanged_lines;   // by line: the state in which its fillings last changed nothing
        std::vector<LineState> unchanged_pairs;   // by crossing: the state in which its fillings last changed nothing
        std::vector<KeptFillings> pair_fillings;  // by line: its fillings for line pairs, with the state they are of
        std::vector<Values> seen;                 // a line fill's values, kept to save allocations
        std::vector<std::size_t> start1, order1, start2, order2;  // fill_pair's groups, likewise
        std::vector<char> kept1, kept2;                           // fill_pair's kept fillings, likewise
        Kept() = default;
        Kept(const Kept&) {}
        Kept& operator=(const Kept&) {
            unchanged_lines.clear();
            unchanged_pairs.clear();
            pair_fillings.clear();
            return *this;
        }
    } kept_;
    HexagonDeduction* out_;  // where the steps are counted
    TrialMemo* memo_;        // shared by the copies search makes
    const StopCheck* stop_;  // polled by every copy
    bool* stopped_;          // the outermost deduction's flag, shared by the copies
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
        case HexagonRule::line_pair:
            return "line pair";
        case HexagonRule::trial:
            return "trial";
        case HexagonRule::search:
            return "search";
    }
    return "";
}

HexagonDeduction deduce_hexagon(const HexagonBoard& puzzle, HexagonRule strongest, HexagonTrialMemo* shared,
                                const StopCheck& stop) {
    if (!hexagon_constant(puzzle.order, puzzle.first_value))
        throw std::invalid_argument("deduce_hexagon: the values give no integer line constant");
    if (puzzle.cell_count() > hexagon_deduce_max_cells) throw std::invalid_argument("deduce_hexagon: at most 256 cells");
    HexagonDeduction deduction;
    const HexagonGeometry geometry(puzzle.order);
    TrialMemo own;
    TrialMemo& memo = shared ? *shared : own;
    if (memo.order != puzzle.order || memo.first_value != puzzle.first_value) memo = {puzzle.order, puzzle.first_value, {}, {}};
    Deducer deducer(puzzle, geometry, deduction, memo, stop);
    const bool consistent = deducer.run(strongest);
    deduction.contradiction = !consistent && !deduction.stopped;
    deduction.solved = consistent && !deduction.stopped && deducer.solved();
    if (deduction.solved) deduction.values = deducer.values();
    return deduction;
}

}  // namespace puzzlebox
