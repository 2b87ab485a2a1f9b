// Pattern databases for rotation puzzles (IDA*'s heuristic above 12 cells):
// the exact number of moves that bring a chosen set of tiles, the pattern,
// to their home cells when every other tile is a blank. No move sequence can
// solve the board in fewer, so it is an admissible lower bound. A pattern
// state is the ordered list of the tracked tiles' cells, a partial
// permutation ranked in mixed radix n, n-1, .., n-k+1 (n!/(n-k)! states, one
// byte each); a pattern may also track runs of alike tiles (the copies of a
// repeated label, which any of its homes will do for), each run a set of
// cells (permutation.hpp's alike_tiles_rank). The table is filled by
// breadth-first search from the pattern at home along inverse moves, layer
// by layer on all cores (TBB), switching to scanning the unreached states
// once they are fewer than the frontier.
#pragma once

#include <bit>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "puzzles/rotate/rotate_board.hpp"
#include "solve/large_array.hpp"
#include "solve/rotate/permutation.hpp"
#include "solve/search_limits.hpp"

namespace puzzlebox {

class RotatePatternDatabase {
public:
    static constexpr int max_cells = 64;

    // Pattern states for k tracked tiles on n cells: n! / (n-k)!, saturating.
    static std::uint64_t state_count(int cells, int tracked);
    // ... for tiles in runs of alike tiles (sizes `runs`): the product of
    // C(cells not in earlier runs, run), saturating.
    static std::uint64_t state_count(int cells, const std::vector<int>& runs);

    // `shape`: size, block and turn set; `homes`: the tracked tiles' home
    // cells (distinct, row-major indices). `progress` hears of each layer;
    // `stop` is polled for every 16,384 states (SearchStopped). The table's
    // bytes come from the memory budget (MemoryRefused). `runs`: the sizes
    // of the runs of alike tiles the homes come in, in order (summing to
    // the homes; empty, or all 1: every tile told apart).
    RotatePatternDatabase(const RotateBoard& shape, std::vector<int> homes,
                          const std::function<void(const std::string&)>& progress = {}, const StopCheck& stop = StopCheck(),
                          std::vector<int> runs = {});

    // The database save() wrote for this shape and these homes, or null. A
    // file that is missing leaves `problem` empty; one that does not check
    // out says why in `problem`: a link or anything but a regular file (not
    // opened through, nor waited on), another format version, shape, turn
    // set, move set or pattern, a wrong length (truncated), a checksum that
    // does not match (altered: it covers the header too), layer counts that
    // do not recount, distances that fail a spot check against the moves.
    static std::unique_ptr<RotatePatternDatabase> load(const std::filesystem::path& file, const RotateBoard& shape,
                                                       const std::vector<int>& homes, std::string& problem,
                                                       const std::vector<int>& runs = {});
    // Through OutputFile (an exclusive temporary renamed into place, so
    // concurrent builders each put a whole file there; a link or special
    // file at the name is replaced, never written through); throws WriteError.
    void save(const std::filesystem::path& file) const;
    // The checksum save() writes: 64-bit, over the header (everything the
    // table depends on), the layer counts and the table's bytes.
    std::uint64_t checksum() const;
    // "" when the table passes the breadth-first test at the home state and
    // about `samples` states spread over it, else what failed.
    std::string spot_check(const RotateBoard& shape, std::uint64_t samples) const;
    // A file name that tells shapes and patterns apart.
    static std::string file_name(const RotateBoard& shape, const std::vector<int>& homes, const std::vector<int>& runs = {});

    const std::vector<int>& homes() const { return homes_; }
    // The runs of alike tiles (empty: every tile told apart).
    const std::vector<int>& runs() const { return runs_; }
    std::uint64_t size() const { return table_.size(); }
    // States at each distance; back() = the farthest.
    const std::vector<std::uint64_t>& layers() const { return layers_; }
    static constexpr int unreached = 0xFF;  // a table entry no search wrote
    int max_distance() const { return static_cast<int>(layers_.size()) - 1; }

    // The rank of the pattern whose i-th tracked tile stands on cells[i].
    std::uint64_t rank(const std::uint8_t* cells) const {
        return runs_.empty() ? partial_permutation_rank(cells, tracked_, cells_)
                             : alike_tiles_rank(cells, runs_.data(), static_cast<int>(runs_.size()), cells_);
    }
    void unrank(std::uint64_t rank, std::uint8_t* cells) const;
    // The distance of the arrangement the tracked tiles stand in, or
    // `unreached` when the moves never bring them there.
    int distance(const std::uint8_t* cells) const { return table_[rank(cells)]; }

private:
    struct Empty {};
    RotatePatternDatabase(const RotateBoard& shape, std::vector<int> homes, std::vector<int> runs, Empty);
    static std::string header(const RotateBoard& shape, const std::vector<int>& homes, const std::vector<int>& runs);
    // The header with the layer counts and the table's length: what the checksum starts with.
    std::string summary() const;

    int cells_ = 0, tracked_ = 0;
    std::vector<int> homes_;
    std::vector<int> runs_;  // empty when every tile is told apart
    LargeArray<std::uint8_t> table_;
    std::vector<std::uint64_t> layers_;
    std::string saved_header_;  // what save() writes first and load() expects
};

// The home cells of each repeated label of a target (ascending), the labels
// in the order of their first cells.
std::vector<std::vector<int>> rotate_repeated_label_homes(const std::vector<int>& target);

// Patterns of whole repeated labels, each label a run of alike tiles: the
// labels in order, as many to a database as `max_states` allows (a label
// too large for one of its own is left out).
struct RotateLabelPattern {
    std::vector<int> homes, runs;
};
std::vector<RotateLabelPattern> rotate_label_patterns(const std::vector<int>& target, std::uint64_t max_states);

}  // namespace puzzlebox
