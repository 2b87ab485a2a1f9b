// Exhaustive magic hexagon search on value bitmasks (see hexagon_exhaustive.hpp).
#include "solve/hexagon/hexagon_exhaustive.hpp"

#include <array>
#include <bit>

#include "support/index.hpp"

namespace puzzlebox {

namespace {

__extension__ using Mask128 = unsigned __int128;

template <class Mask>
constexpr int mask_bits = static_cast<int>(sizeof(Mask) * 8);

template <class Mask>
Mask bit(int i) {
    return Mask{1} << i;
}

std::uint64_t reverse_bits(std::uint64_t x) {
    x = ((x >> 1) & 0x5555'5555'5555'5555) | ((x & 0x5555'5555'5555'5555) << 1);
    x = ((x >> 2) & 0x3333'3333'3333'3333) | ((x & 0x3333'3333'3333'3333) << 2);
    x = ((x >> 4) & 0x0F0F'0F0F'0F0F'0F0F) | ((x & 0x0F0F'0F0F'0F0F'0F0F) << 4);
    return __builtin_bswap64(x);
}
Mask128 reverse_bits(Mask128 x) {
    return static_cast<Mask128>(reverse_bits(static_cast<std::uint64_t>(x))) << 64 |
           reverse_bits(static_cast<std::uint64_t>(x >> 64));
}

int lowest(std::uint64_t x) { return std::countr_zero(x); }
int lowest(Mask128 x) {
    const auto low = static_cast<std::uint64_t>(x);
    return low != 0 ? std::countr_zero(low) : 64 + std::countr_zero(static_cast<std::uint64_t>(x >> 64));
}
int popcount(std::uint64_t x) { return std::popcount(x); }
int popcount(Mask128 x) {
    return std::popcount(static_cast<std::uint64_t>(x)) + std::popcount(static_cast<std::uint64_t>(x >> 64));
}
int highest(std::uint64_t x) { return 63 - std::countl_zero(x); }
int highest(Mask128 x) {
    const auto high = static_cast<std::uint64_t>(x >> 64);
    return high != 0 ? 127 - std::countl_zero(high) : 63 - std::countl_zero(static_cast<std::uint64_t>(x));
}

// {i : s - i in set}: the set mirrored about s / 2.
template <class Mask>
Mask mirror(Mask set, int s) {
    constexpr int top = mask_bits<Mask> - 1;
    if (s < 0 || s > 2 * top) return 0;
    const Mask reversed = reverse_bits(set);  // bit top - j for bit j
    return s <= top ? reversed >> (top - s) : reversed << (s - top);
}

template <class Mask>
class HexagonEnumerator {
public:
    HexagonEnumerator(const HexagonBoard& puzzle, const HexagonGeometry& geometry, std::int64_t constant, bool break_symmetry,
                      const SearchLimits& limits, const std::function<bool(const std::vector<std::int64_t>&)>& found)
        : geometry_(geometry), first_(puzzle.first_value), found_(found), budget_(limits), break_symmetry_(break_symmetry) {
        cells_ = geometry.cell_count();
        value_.assign(static_cast<std::size_t>(cells_), -1);
        corner_of_.assign(static_cast<std::size_t>(cells_), -1);
        for (std::size_t k = 0; k < geometry.corners().size(); ++k)
            corner_of_[static_cast<std::size_t>(geometry.corners()[k])] = static_cast<int>(k);
        unused_ = cells_ == mask_bits<Mask> ? ~Mask{0} : bit<Mask>(cells_) - 1;
        const auto& lines = geometry.lines();
        line_need_.resize(lines.size());
        line_open_.resize(lines.size());
        line_open_cells_.resize(lines.size());
        for (std::size_t line = 0; line < lines.size(); ++line) {
            // The offsets of a line's values sum to the constant less first * length.
            line_need_[line] = constant - first_ * static_cast<std::int64_t>(lines[line].size());
            line_open_[line] = static_cast<int>(lines[line].size());
            for (int cell : lines[line]) line_open_cells_[line] += cell;
        }
        broken_ = false;
        for (int cell = 0; cell < cells_ && !broken_; ++cell) {
            const auto& given = at(puzzle.cells, cell);
            if (!given) continue;
            const std::int64_t offset = *given - first_;
            if (offset < 0 || offset >= cells_ || !(unused_ & bit<Mask>(static_cast<int>(offset)))) broken_ = true;
            else place(cell, static_cast<int>(offset));
        }
        for (std::size_t line = 0; line < lines.size(); ++line) pending_.push_back(static_cast<int>(line));
        if (!broken_) broken_ = !propagate();
    }

    HexagonEnumeration run() {
        if (!broken_) search();
        return {budget_.outcome(), budget_.nodes()};
    }

private:
    void place(int cell, int offset) {
        at(value_, cell) = offset;
        unused_ &= ~bit<Mask>(offset);
        for (int line : geometry_.lines_of(cell)) {
            at(line_need_, line) -= offset;
            --at(line_open_, line);
            at(line_open_cells_, line) -= cell;
            pending_.push_back(line);
        }
        trail_.push_back(cell);
    }
    void undo_to(std::size_t mark) {
        while (trail_.size() > mark) {
            const int cell = trail_.back();
            trail_.pop_back();
            const int offset = at(value_, cell);
            at(value_, cell) = -1;
            unused_ |= bit<Mask>(offset);
            for (int line : geometry_.lines_of(cell)) {
                at(line_need_, line) += offset;
                ++at(line_open_, line);
                at(line_open_cells_, line) += cell;
            }
        }
    }

    // The sums of the k smallest and k largest unused offsets, k up to the
    // longest line, recomputed when the unused values have changed.
    std::int64_t least_sum(int k) {
        refresh_sums();
        return at(least_, k);
    }
    std::int64_t greatest_sum(int k) {
        refresh_sums();
        return at(greatest_, k);
    }
    void refresh_sums() {
        if (sums_of_ == unused_) return;
        sums_of_ = unused_;
        const int longest = 2 * geometry_.order() - 1;
        Mask low = unused_, high = unused_;
        // Fewer unused values than k: an impossible sum, so no line asks for it.
        for (int k = 1; k <= longest; ++k) {
            const auto at = static_cast<std::size_t>(k);
            if (low == 0) {
                least_[at] = greatest_[at] = std::int64_t{1} << 40;
                greatest_[at] = -(std::int64_t{1} << 40);
                continue;
            }
            least_[at] = least_[at - 1] + lowest(low);
            low &= low - 1;
            const int top = highest(high);
            greatest_[at] = greatest_[at - 1] + top;
            high &= ~bit<Mask>(top);
        }
    }

    // Symmetry breaking on an empty grid: corner 0 the least corner, corner 1 < corner 5.
    bool corner_allows(int cell, int offset) const {
        const int corner = at(corner_of_, cell);
        if (!break_symmetry_ || corner < 0) return true;
        const auto& corners = geometry_.corners();
        const auto corner_value = [&](int k) { return at(value_, at(corners, k)); };
        if (corner == 0) {
            for (int k = 1; k < 6; ++k)
                if (corner_value(k) >= 0 && corner_value(k) < offset) return false;
        } else if (corner_value(0) >= 0 && offset < corner_value(0)) {
            return false;
        }
        if (corner == 1 && corner_value(5) >= 0 && offset > corner_value(5)) return false;
        if (corner == 5 && corner_value(1) >= 0 && offset < corner_value(1)) return false;
        return true;
    }

    // Checks every line touched since the last call; places forced cells.
    bool propagate() {
        while (!pending_.empty()) {
            const auto line = static_cast<std::size_t>(pending_.back());
            pending_.pop_back();
            const int open = line_open_[line];
            const std::int64_t need = line_need_[line];
            if (open == 0) {
                if (need != 0) return fail();
            } else if (open == 1) {
                const int cell = line_open_cells_[line];
                if (need < 0 || need >= cells_ || !(unused_ & bit<Mask>(static_cast<int>(need))) ||
                    !corner_allows(cell, static_cast<int>(need)))
                    return fail();
                place(cell, static_cast<int>(need));
            } else if (open == 2) {
                if (need < 1 || need > 2 * cells_ - 3) return fail();
                Mask pairs = unused_ & mirror(unused_, static_cast<int>(need));
                if (need % 2 == 0) pairs &= ~bit<Mask>(static_cast<int>(need / 2));
                if (pairs == 0) return fail();
            } else if (need < least_sum(open) || need > greatest_sum(open)) {
                return fail();
            }
        }
        return true;
    }
    bool fail() {
        pending_.clear();
        return false;
    }

    // The open cell with the fewest values left (first fail), ties to the
    // first in row order; -1 when the grid is full.
    int choose_cell(Mask& options) {
        int best = -1, best_count = 1 << 30;
        for (int cell = 0; cell < cells_; ++cell) {
            if (at(value_, cell) >= 0) continue;
            const Mask allowed = candidates(cell);
            const int count = popcount(allowed);
            if (count < best_count) {
                best_count = count;
                best = cell;
                options = allowed;
                if (count <= 1) break;
            }
        }
        return best;
    }

    // The unused offsets every line through the cell still allows.
    Mask candidates(int cell) {
        Mask allowed = unused_;
        for (int line : geometry_.lines_of(cell)) {
            const int open = at(line_open_, line);
            const std::int64_t need = at(line_need_, line);
            if (open == 2) {
                allowed &= mirror(unused_, static_cast<int>(need));
                if (need % 2 == 0 && need >= 0 && need / 2 < cells_) allowed &= ~bit<Mask>(static_cast<int>(need / 2));
            } else {
                // The other open - 1 cells take between the least and the greatest sums of open - 1 unused values.
                const std::int64_t low = need - greatest_sum(open - 1), high = need - least_sum(open - 1);
                if (high < 0 || low >= cells_) return 0;
                if (high < cells_ - 1) allowed &= (bit<Mask>(static_cast<int>(high) + 1) - 1);
                if (low > 0) allowed &= ~(bit<Mask>(static_cast<int>(low)) - 1);
            }
        }
        return allowed;
    }

    void search() {
        Mask options = 0;
        const int cell = choose_cell(options);
        if (cell < 0) {
            std::vector<std::int64_t> filled(static_cast<std::size_t>(cells_));
            for (std::size_t i = 0; i < filled.size(); ++i) filled[i] = first_ + value_[i];
            if (!found_(filled)) stopped_ = true;
            return;
        }
        for (; options != 0 && !stopped_; options &= options - 1) {
            if (!budget_.spend()) {
                stopped_ = true;
                return;
            }
            const int offset = lowest(options);
            if (!corner_allows(cell, offset)) continue;
            const std::size_t mark = trail_.size();
            place(cell, offset);
            if (propagate()) search();
            undo_to(mark);
        }
    }

    const HexagonGeometry& geometry_;
    std::int64_t first_;
    const std::function<bool(const std::vector<std::int64_t>&)>& found_;
    SearchBudget budget_;
    bool break_symmetry_;
    int cells_ = 0;
    std::vector<int> value_;  // offset, -1 open
    std::vector<int> corner_of_;
    Mask unused_ = 0;
    std::vector<std::int64_t> line_need_;  // offsets the open cells must still add up to
    std::vector<int> line_open_;
    std::vector<int> line_open_cells_;  // sum of the open cells' numbers
    std::vector<int> pending_;          // lines to check
    std::vector<int> trail_;
    std::array<std::int64_t, 2 * HexagonBoard::max_order> least_{}, greatest_{};
    Mask sums_of_ =
        ~Mask{0};  // the unused set least_ and greatest_ were summed for (never a real one: cells < bits or not all unused)
    bool broken_ = false;
    bool stopped_ = false;
};

}  // namespace

HexagonEnumeration enumerate_magic_hexagons(const HexagonBoard& puzzle, const HexagonGeometry& geometry, std::int64_t constant,
                                            bool break_symmetry, const SearchLimits& limits,
                                            const std::function<bool(const std::vector<std::int64_t>&)>& found) {
    if (geometry.cell_count() <= 64)
        return HexagonEnumerator<std::uint64_t>(puzzle, geometry, constant, break_symmetry, limits, found).run();
    return HexagonEnumerator<Mask128>(puzzle, geometry, constant, break_symmetry, limits, found).run();
}

}  // namespace puzzlebox
