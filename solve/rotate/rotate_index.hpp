// Numberings of a rotation board's arrangements for the breadth-first table,
// 0 .. count-1, so that the table is a flat array indexed by them.
//
// PermutationIndex (all labels distinct) is a lexicographic rank over a
// chosen order of the cells, split as rank = prefix * K! + suffix: the last
// K positions ("the suffix cells", K <= 9) are a compact corner of the
// board, so every block lying inside it only permutes the suffix and its
// moves stay inside one run of K! states (90 KB of 2-bit codes at K = 9:
// cache-resident), while a block straddling the edge sends one label across
// and reaches at most K other runs. That is what makes the layer search
// cache-friendly (Korf's and cube20's "keep the moves local" idea, done by
// choosing the rank's digit order instead of a coset decomposition). Each
// run is also the unit of parallel work.
//
// MultisetIndex (labels repeat: colour puzzles) is the plain lexicographic
// arrangement rank (arrangement_rank.hpp), in fixed runs of 2^16 states.
//
// Both work on ArrangementCells: the label of every cell as a small number (for
// permutations the target cell of the tile, so the target is the identity;
// for multisets the label's place among the distinct labels).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "solve/rotate/arrangement_rank.hpp"
#include "solve/rotate/permutation.hpp"
#include "support/index.hpp"

namespace puzzlebox {

using ArrangementCells = std::array<std::uint8_t, 16>;
// For each rank position, the cell whose label is read there: a cell order,
// or a cell order composed with a move (see after()).
using PositionCells = std::array<std::uint8_t, 16>;

class PermutationIndex {
public:
    static constexpr int max_cells = 12;
    static constexpr int max_suffix = 9;

    PermutationIndex(int rows, int cols);

    int cells() const { return n_; }
    std::uint64_t count() const { return factorial(n_); }
    std::uint64_t run_states() const { return run_states_; }
    std::uint64_t runs() const { return count() / run_states_; }

    // The positions read in plain order, and after a move with after[i] =
    // before[source[i]] (the rank of the moved arrangement without building it).
    const PositionCells& plain() const { return position_cell_; }
    PositionCells after(const std::vector<int>& source) const;

    std::uint64_t rank(const ArrangementCells& tiles, const PositionCells& read) const {
        std::uint64_t r = 0;
        std::uint32_t used = 0;
        for (int k = 0; k < n_; ++k) {
            const unsigned v = tiles[at(read, k)];
            const auto smaller = v - static_cast<unsigned>(__builtin_popcount(used & ((1U << v) - 1)));
            r += smaller * factorial(n_ - 1 - k);
            used |= 1U << v;
        }
        return r;
    }
    void unrank(std::uint64_t index, ArrangementCells& tiles) const;

    // A move that only permutes the suffix cells keeps an arrangement in its
    // run: its table gives the suffix rank after the move (K! entries, read
    // in order as a run is scanned), so it needs no ranking at all. Empty
    // for any other move.
    std::vector<std::uint32_t> suffix_after(const std::vector<int>& source) const;

    // The arrangements of one run share their prefix cells; start_run fills
    // them (and the suffix labels, ascending) once, at_run then only places
    // the suffix from a table.
    struct Run {
        ArrangementCells cells{};
        std::array<std::uint8_t, 16> suffix_labels{};
    };
    void start_run(std::uint64_t run, Run& out) const;
    void at_run(const Run& run, std::uint64_t offset, ArrangementCells& tiles) const {
        tiles = run.cells;
        std::uint64_t pattern = suffix_pattern_[offset];
        for (int j = prefix_; j < n_; ++j, pattern >>= 4) tiles[at(position_cell_, j)] = run.suffix_labels[pattern & 15];
    }

private:
    int n_ = 0, prefix_ = 0;
    PositionCells position_cell_{};
    std::uint64_t run_states_ = 1;
    std::vector<std::uint64_t> suffix_pattern_;  // suffix rank -> the suffix's ranks among its labels, 4 bits each
};

class MultisetIndex {
public:
    // `labels`: the multiset as small numbers (ArrangementCells values), row-major.
    explicit MultisetIndex(const std::vector<int>& labels);

    int cells() const { return ranker_.cells(); }
    std::uint64_t count() const { return ranker_.count(); }
    std::uint64_t run_states() const { return run_states_; }
    std::uint64_t runs() const { return (count() + run_states_ - 1) / run_states_; }

    const PositionCells& plain() const { return plain_; }
    PositionCells after(const std::vector<int>& source) const;

    std::uint64_t rank(const ArrangementCells& tiles, const PositionCells& read) const;
    void unrank(std::uint64_t index, ArrangementCells& tiles) const;
    std::vector<std::uint32_t> suffix_after(const std::vector<int>&) const { return {}; }

    struct Run {
        std::uint64_t first = 0;
    };
    void start_run(std::uint64_t run, Run& out) const { out.first = run * run_states_; }
    void at_run(const Run& run, std::uint64_t offset, ArrangementCells& tiles) const { unrank(run.first + offset, tiles); }

private:
    ArrangementRanker ranker_;
    PositionCells plain_{};
    std::uint64_t run_states_ = 1 << 16;
};

}  // namespace puzzlebox
