// Numberings of rotation board arrangements (see rotate_index.hpp).
#include "solve/rotate/rotate_index.hpp"

#include <algorithm>
#include <stdexcept>

#include "support/index.hpp"

namespace puzzlebox {

PermutationIndex::PermutationIndex(int rows, int cols) : n_(rows * cols) {
    if (n_ < 1 || n_ > max_cells) throw std::invalid_argument("PermutationIndex: 1 to 12 cells");
    // The suffix: the first K cells of a sweep across the shorter side
    // (column by column on a wide board, row by row on a tall one), so it is
    // a band of whole columns (rows) and every block inside the band stays
    // in it. Runs of K! states: one run up to 7 cells, else K = min(9, n - 2)
    // so that even 3x3 has 72 runs to share between threads.
    std::vector<int> sweep;
    if (cols > rows) {
        for (int c = 0; c < cols; ++c)
            for (int r = 0; r < rows; ++r) sweep.push_back(r * cols + c);
    } else {
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) sweep.push_back(r * cols + c);
    }
    const int suffix = n_ <= 7 ? n_ : std::min(max_suffix, n_ - 2);
    prefix_ = n_ - suffix;
    for (int k = 0; k < n_; ++k) at(position_cell_, k) = static_cast<std::uint8_t>(at(sweep, n_ - 1 - k));
    run_states_ = factorial(suffix);
    // Suffix patterns in lexicographic order (decoded from the suffix's rank).
    suffix_pattern_.assign(run_states_, 0);
    for (std::uint64_t offset = 0; offset < run_states_; ++offset)
        permutation_unrank(offset, suffix,
                           [&](int j, int v) { suffix_pattern_[offset] |= static_cast<std::uint64_t>(v) << (4 * j); });
}

PositionCells PermutationIndex::after(const std::vector<int>& source) const {
    PositionCells read{};
    for (int k = 0; k < n_; ++k) at(read, k) = static_cast<std::uint8_t>(source[at(position_cell_, k)]);
    return read;
}

std::vector<std::uint32_t> PermutationIndex::suffix_after(const std::vector<int>& source) const {
    // Suffix position of every suffix cell; the move must map suffix cells onto suffix cells and fix the rest.
    std::array<int, 16> suffix_position{};
    suffix_position.fill(-1);
    for (int j = prefix_; j < n_; ++j) suffix_position[at(position_cell_, j)] = j - prefix_;
    const int suffix = n_ - prefix_;
    std::array<int, 16> from{};  // suffix position j reads suffix position from[j] before the move
    for (int c = 0; c < n_; ++c) {
        const int j = at(suffix_position, c);
        const int s = suffix_position[static_cast<std::size_t>(at(source, c))];
        if ((j < 0) != (s < 0) || (j < 0 && at(source, c) != c)) return {};
        if (j >= 0) at(from, j) = s;
    }
    std::vector<std::uint32_t> after(run_states_);
    for (std::uint64_t offset = 0; offset < run_states_; ++offset) {
        std::array<unsigned, 16> pattern{};
        std::uint64_t packed = suffix_pattern_[offset];
        for (int j = 0; j < suffix; ++j, packed >>= 4) at(pattern, j) = packed & 15;
        std::uint64_t r = 0;
        std::uint32_t used = 0;
        for (int j = 0; j < suffix; ++j) {
            const unsigned v = pattern[static_cast<std::size_t>(at(from, j))];
            r += (v - static_cast<unsigned>(__builtin_popcount(used & ((1U << v) - 1)))) * factorial(suffix - 1 - j);
            used |= 1U << v;
        }
        after[offset] = static_cast<std::uint32_t>(r);
    }
    return after;
}

void PermutationIndex::unrank(std::uint64_t index, ArrangementCells& tiles) const {
    permutation_unrank(index, n_, [&](int k, int v) { tiles[at(position_cell_, k)] = static_cast<std::uint8_t>(v); });
}

void PermutationIndex::start_run(std::uint64_t run, Run& out) const {
    unrank(run * run_states_, out.cells);  // suffix offset 0: the suffix labels ascending
    for (int j = prefix_; j < n_; ++j) at(out.suffix_labels, j - prefix_) = out.cells[at(position_cell_, j)];
}

MultisetIndex::MultisetIndex(const std::vector<int>& labels) : ranker_(labels) {
    for (std::size_t k = 0; k < labels.size(); ++k) plain_[k] = static_cast<std::uint8_t>(k);
}

PositionCells MultisetIndex::after(const std::vector<int>& source) const {
    PositionCells read{};
    for (std::size_t k = 0; k < source.size(); ++k) read[k] = static_cast<std::uint8_t>(source[k]);
    return read;
}

std::uint64_t MultisetIndex::rank(const ArrangementCells& tiles, const PositionCells& read) const {
    thread_local std::vector<int> arrangement;
    arrangement.resize(static_cast<std::size_t>(cells()));
    for (std::size_t k = 0; k < arrangement.size(); ++k) arrangement[k] = tiles[read[k]];
    return ranker_.rank(arrangement);
}

void MultisetIndex::unrank(std::uint64_t index, ArrangementCells& tiles) const {
    thread_local std::vector<int> arrangement;
    ranker_.unrank(index, arrangement);
    for (std::size_t k = 0; k < arrangement.size(); ++k) tiles[k] = static_cast<std::uint8_t>(arrangement[k]);
}

}  // namespace puzzlebox
