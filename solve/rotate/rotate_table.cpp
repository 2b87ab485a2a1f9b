// The breadth-first distance table of a rotation puzzle (see rotate_table.hpp).
#include "solve/rotate/rotate_table.hpp"

#include <algorithm>
#include <atomic>
#include <bit>
#include <chrono>
#include <cstring>
#include <map>
#include <mutex>
#include <stdexcept>
#include <variant>

#include <fmt/format.h>
#include <tbb/blocked_range.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include "solve/large_array.hpp"
#include "solve/rotate/rotate_index.hpp"
#include "support/index.hpp"
#include "support/progress.hpp"

namespace puzzlebox {

namespace {

constexpr std::size_t antipode_keep = 65536;
constexpr std::uint64_t low_bits = 0x5555'5555'5555'5555;  // the low bit of every 2-bit code

// The least `antipode_keep` state indices of a layer, whatever the order
// the threads claim them in: a bounded buffer per thread, merged per layer.
class LeastIndices {
public:
    void offer(std::uint64_t index) {
        if (index >= bound_) return;
        kept_.push_back(index);
        if (kept_.size() >= 2 * antipode_keep) shrink();
    }
    void merge(LeastIndices& other) {
        for (std::uint64_t index : other.kept_) offer(index);
        other.kept_.clear();
        other.bound_ = ~std::uint64_t{0};
    }
    std::vector<std::uint64_t> take() {
        shrink();
        std::sort(kept_.begin(), kept_.end());
        bound_ = ~std::uint64_t{0};
        return std::exchange(kept_, {});
    }

private:
    void shrink() {
        if (kept_.size() <= antipode_keep) return;
        std::nth_element(kept_.begin(), kept_.begin() + antipode_keep - 1, kept_.end());
        kept_.resize(antipode_keep);
        bound_ = *std::max_element(kept_.begin(), kept_.end());  // later offers must be below the largest kept
    }
    std::vector<std::uint64_t> kept_;
    std::uint64_t bound_ = ~std::uint64_t{0};
};

int code_at(const LargeArray<std::uint8_t>& codes, std::uint64_t index) {
    return (__atomic_load_n(&codes[index >> 2], __ATOMIC_RELAXED) >> ((index & 3) * 2)) & 3;
}

// An unseen state (code 3) takes `code`: the bits are cleared by an atomic
// AND, and the thread that still saw 3 in it claims the state.
bool claim(LargeArray<std::uint8_t>& codes, std::uint64_t index, int code) {
    std::uint8_t& byte = codes[index >> 2];
    const int shift = static_cast<int>(index & 3) * 2;
    if (((__atomic_load_n(&byte, __ATOMIC_RELAXED) >> shift) & 3) != 3) return false;
    const auto mask = static_cast<std::uint8_t>(~((3 ^ code) << shift));
    return ((__atomic_fetch_and(&byte, mask, __ATOMIC_RELAXED) >> shift) & 3) == 3;
}

}  // namespace

struct RotateDistanceTable::Space {
    std::variant<PermutationIndex, MultisetIndex> index;
    LargeArray<std::uint8_t> codes;
    std::vector<int> labels;  // ArrangementCells value -> label (permutations: the target's label of that cell)
    bool permutation = false;

    Space(std::variant<PermutationIndex, MultisetIndex> numbering, std::uint64_t states, std::vector<int> values, bool distinct)
        : index(std::move(numbering)),
          codes((states + 31) / 32 * 8, 0xFF, fmt::format("the distance table of all {} arrangements (2 bits each)", states)),
          labels(std::move(values)),
          permutation(distinct) {}

    std::uint64_t count() const {
        return std::visit([](const auto& numbering) { return numbering.count(); }, index);
    }
    ArrangementCells to_cells(const std::vector<int>& arrangement) const {
        ArrangementCells cells{};
        if (permutation) {
            for (std::size_t i = 0; i < arrangement.size(); ++i)
                cells[i] = static_cast<std::uint8_t>(std::find(labels.begin(), labels.end(), arrangement[i]) - labels.begin());
        } else {
            for (std::size_t i = 0; i < arrangement.size(); ++i)
                cells[i] =
                    static_cast<std::uint8_t>(std::lower_bound(labels.begin(), labels.end(), arrangement[i]) - labels.begin());
        }
        return cells;
    }
    std::uint64_t rank(const std::vector<int>& arrangement) const {
        const ArrangementCells cells = to_cells(arrangement);
        return std::visit([&](const auto& numbering) { return numbering.rank(cells, numbering.plain()); }, index);
    }
    std::vector<int> arrangement(std::uint64_t rank) const {
        ArrangementCells cells{};
        std::visit([&](const auto& numbering) { numbering.unrank(rank, cells); }, index);
        const int n = std::visit([](const auto& numbering) { return numbering.cells(); }, index);
        std::vector<int> out(static_cast<std::size_t>(n));
        for (std::size_t i = 0; i < out.size(); ++i) out[i] = labels[cells[i]];
        return out;
    }
};

namespace {

// A move as the search applies it: a table within the run, or a rank.
struct IndexedMove {
    PositionCells read{};
    const std::vector<std::uint32_t>* suffix_after = nullptr;  // null: the move leaves the run
};

// The index a move leads to from the state at `offset` of the run that
// starts at `first`; `cells` (its arrangement) is read only for a move that
// leaves the run.
template <class Index>
std::uint64_t moved(const Index& index, const IndexedMove& move, std::uint64_t first, std::uint64_t offset,
                    const ArrangementCells& cells) {
    return move.suffix_after ? first + (*move.suffix_after)[offset] : index.rank(cells, move.read);
}

// What the threads of one layer found: the count, and the least indices.
struct LayerTally {
    std::atomic<std::uint64_t> found{0};
    std::mutex merging;
    LeastIndices& least;

    void add(std::uint64_t claimed, LeastIndices& mine) {
        found.fetch_add(claimed, std::memory_order_relaxed);
        const std::lock_guard lock(merging);
        least.merge(mine);
    }
};

// A push from one state: each move's unseen state is claimed for the next layer.
template <class Next>
void push_moves(LargeArray<std::uint8_t>& codes, int to_code, const std::vector<IndexedMove>& moves, Next&& next,
                std::uint64_t& claimed, LeastIndices& mine) {
    for (const IndexedMove& move : moves) {
        const std::uint64_t state = next(move);
        if (!claim(codes, state, to_code)) continue;
        ++claimed;
        mine.offer(state);
    }
}

struct LayerPass {
    int from_code = 0;  // the frontier's code, d mod 3
    int to_code = 0;    // (d + 1) mod 3
    bool pull = false;
};

// One layer: the states found, and the least of their indices.
template <class Index>
std::uint64_t expand_layer(const Index& index, LargeArray<std::uint8_t>& codes, const LayerPass& pass,
                           const std::vector<IndexedMove>& moves, LeastIndices& least, const StopCheck& stop) {
    LayerTally tally{{0}, {}, least};
    const std::uint64_t count = index.count(), run_states = index.run_states();
    const std::uint64_t from_pattern = low_bits * static_cast<std::uint64_t>(pass.from_code);
    tbb::parallel_for(tbb::blocked_range<std::uint64_t>(0, index.runs(), 1), [&](const tbb::blocked_range<std::uint64_t>& runs) {
        if (stop.stop()) return;  // the layer is abandoned: the caller throws
        std::uint64_t claimed = 0;
        LeastIndices mine;
        typename Index::Run run;
        ArrangementCells cells{};
        for (std::uint64_t r = runs.begin(); r != runs.end(); ++r) {
            const std::uint64_t first = r * run_states, end = std::min(first + run_states, count);
            index.start_run(r, run);
            for (std::uint64_t word = first / 32; word * 32 < end; ++word) {
                std::uint64_t codes64;
                std::memcpy(&codes64, &codes[word * 8], 8);  // this run's own bytes: only this thread writes them in a pull
                // One bit (the low bit of each 2-bit code) per state to expand.
                std::uint64_t todo = pass.pull ? codes64 & (codes64 >> 1) & low_bits
                                               : ~((codes64 ^ from_pattern) | ((codes64 ^ from_pattern) >> 1)) & low_bits;
                if (word * 32 < first) todo &= ~std::uint64_t{0} << ((first - word * 32) * 2);
                if (word * 32 + 32 > end) todo &= ~(~std::uint64_t{0} << ((end - word * 32) * 2));
                for (; todo != 0; todo &= todo - 1) {
                    const std::uint64_t state = word * 32 + static_cast<std::uint64_t>(std::countr_zero(todo)) / 2;
                    const std::uint64_t offset = state - first;
                    bool unranked = false;  // the cells are placed on the first move that leaves the run
                    const auto after = [&](const IndexedMove& move) {
                        if (!move.suffix_after && !unranked) {
                            index.at_run(run, offset, cells);
                            unranked = true;
                        }
                        return moved(index, move, first, offset, cells);
                    };
                    if (pass.pull) {
                        for (const IndexedMove& move : moves) {
                            if (code_at(codes, after(move)) != pass.from_code) continue;
                            std::uint8_t& byte = codes[state >> 2];
                            const int shift = static_cast<int>(state & 3) * 2;
                            const auto value = static_cast<std::uint8_t>(
                                (__atomic_load_n(&byte, __ATOMIC_RELAXED) & ~(3 << shift)) | (pass.to_code << shift));
                            __atomic_store_n(&byte, value, __ATOMIC_RELAXED);
                            ++claimed;
                            mine.offer(state);
                            break;
                        }
                    } else {
                        push_moves(codes, pass.to_code, moves, after, claimed, mine);
                    }
                }
            }
        }
        tally.add(claimed, mine);
    });
    return tally.found.load();
}

// A push from a listed frontier (see search_layers).
template <class Index>
std::uint64_t push_listed(const Index& index, LargeArray<std::uint8_t>& codes, const LayerPass& pass,
                          const std::vector<IndexedMove>& moves, const std::vector<std::uint64_t>& frontier, LeastIndices& least,
                          const StopCheck& stop) {
    LayerTally tally{{0}, {}, least};
    tbb::parallel_for(tbb::blocked_range<std::size_t>(0, frontier.size(), 256), [&](const tbb::blocked_range<std::size_t>& part) {
        if (stop.stop()) return;
        std::uint64_t claimed = 0;
        LeastIndices mine;
        ArrangementCells cells{};
        for (std::size_t i = part.begin(); i != part.end(); ++i) {
            const std::uint64_t state = frontier[i];
            const std::uint64_t offset = state % index.run_states(), first = state - offset;
            index.unrank(state, cells);
            push_moves(
                codes, pass.to_code, moves, [&](const IndexedMove& move) { return moved(index, move, first, offset, cells); },
                claimed, mine);
        }
        tally.add(claimed, mine);
    });
    return tally.found.load();
}

template <class Index>
void search_layers(const Index& index, const RotateBoard& board, const std::vector<int>& target_cells,
                   LargeArray<std::uint8_t>& codes, std::vector<std::uint64_t>& layers, std::vector<std::uint64_t>& last_layer,
                   const std::function<void(const std::string&)>& progress, const StopCheck& stop) {
    // Push along inverse moves (a predecessor is one move further), pull along the moves themselves.
    // Moves that stay in the run first: a pull often stops at one of them.
    // With both turn directions the inverse moves are the same moves: one table each.
    std::map<std::vector<int>, std::vector<std::uint32_t>> tables;
    std::vector<IndexedMove> forward, backward;
    for (RotateMove move : rotate_moves(board)) {
        for (auto* list : {&forward, &backward}) {
            const std::vector<int> source = rotate_move_sources(board.rows, board.cols, board.block, move);
            auto table = tables.find(source);
            if (table == tables.end()) table = tables.emplace(source, index.suffix_after(source)).first;
            list->push_back({index.after(source), table->second.empty() ? nullptr : &table->second});
            move = inverse(move);
        }
    }
    for (auto* list : {&forward, &backward})
        std::stable_partition(list->begin(), list->end(), [](const IndexedMove& move) { return move.suffix_after != nullptr; });
    ArrangementCells target{};
    std::copy(target_cells.begin(), target_cells.end(), target.begin());
    const std::uint64_t start = index.rank(target, index.plain());
    codes[start >> 2] = static_cast<std::uint8_t>(codes[start >> 2] & ~(3 << ((start & 3) * 2)));
    layers.assign(1, 1);
    last_layer.assign(1, start);
    std::uint64_t reached = 1;
    const auto started = std::chrono::steady_clock::now();
    for (int distance = 0;; ++distance) {
        // Push costs the frontier (with layers d - 3, d - 6, .. that share its code), pull the unseen.
        std::uint64_t frontier = 0;
        for (int d = distance; d >= 0; d -= 3) frontier += at(layers, d);
        const std::uint64_t unseen = index.count() - reached;
        if (unseen == 0) break;
        const LayerPass pass{distance % 3, (distance + 1) % 3, frontier * 2 > unseen};
        LeastIndices least;
        // A layer small enough to be listed whole is pushed from its list:
        // no scan of every code, and no re-expansion of layers d - 3, d - 6, ...
        const bool listed = !pass.pull && last_layer.size() == layers.back();
        const std::uint64_t found = listed ? push_listed(index, codes, pass, backward, last_layer, least, stop)
                                           : expand_layer(index, codes, pass, pass.pull ? forward : backward, least, stop);
        if (stop.stop())
            throw SearchStopped(stop.outcome(), fmt::format("building the distance table (at distance {})", distance + 1));
        if (found == 0) break;
        reached += found;
        layers.push_back(found);
        last_layer = least.take();
        if (progress)
            progress(
                fmt::format("distance {}: {} states ({}); {} in {:.1f} s", distance + 1, found, pass.pull ? "pull" : "push",
                            progress_figures(reached, index.count(), "arrangements",
                                             std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count()),
                            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count()));
    }
}

}  // namespace

RotateDistanceTable::RotateDistanceTable(const RotateBoard& board, const std::function<void(const std::string&)>& progress,
                                         int threads, const StopCheck& stop)
    : RotateDistanceTable(board, Unbuilt{}) {
    tbb::task_arena arena(threads > 0 ? threads : tbb::task_arena::automatic);
    arena.execute([&] {
        std::visit(
            [&](const auto& numbering) {
                search_layers(numbering, board, target_cells_, space_->codes, layers_, last_layer_, progress, stop);
            },
            space_->index);
    });
}

RotateDistanceTable::RotateDistanceTable(const RotateBoard& board, Unbuilt) : shape_(board), target_(board.target) {
    const std::uint64_t states = arrangement_count(board.target);
    if (states > max_states)
        throw std::invalid_argument(
            fmt::format("a {}x{} board has {} arrangements of its labels; the breadth-first table "
                        "holds at most 12! = {}",
                        board.rows, board.cols, states, max_states));
    std::vector<int> distinct = board.target;
    std::sort(distinct.begin(), distinct.end());
    distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
    const bool permutation = distinct.size() == board.target.size();
    // ArrangementCells values: a tile's target cell (permutations), a label's place among the distinct labels (multisets).
    target_cells_.resize(board.target.size());
    for (std::size_t i = 0; i < target_cells_.size(); ++i)
        target_cells_[i] =
            permutation
                ? static_cast<int>(i)
                : static_cast<int>(std::lower_bound(distinct.begin(), distinct.end(), board.target[i]) - distinct.begin());
    if (permutation) space_ = std::make_unique<Space>(PermutationIndex(board.rows, board.cols), states, board.target, true);
    else space_ = std::make_unique<Space>(MultisetIndex(target_cells_), states, distinct, false);
}

RotateDistanceTable::~RotateDistanceTable() = default;

LargeArray<std::uint8_t>& RotateDistanceTable::code_bytes() { return space_->codes; }
const LargeArray<std::uint8_t>& RotateDistanceTable::code_bytes() const { return space_->codes; }

std::uint64_t RotateDistanceTable::states() const { return space_->count(); }

int RotateDistanceTable::code(const std::vector<int>& arrangement) const {
    return code_at(space_->codes, space_->rank(arrangement));
}

std::uint64_t RotateDistanceTable::reachable() const {
    std::uint64_t total = 0;
    for (std::uint64_t layer : layers_) total += layer;
    return total;
}

std::vector<std::vector<int>> RotateDistanceTable::antipodes(std::size_t limit) const {
    const ArrangementRanker lexicographic(target_);
    std::vector<std::pair<std::uint64_t, std::vector<int>>> ranked;
    for (std::uint64_t index : last_layer_) {
        std::vector<int> arrangement = space_->arrangement(index);
        ranked.emplace_back(lexicographic.rank(arrangement), std::move(arrangement));
    }
    std::sort(ranked.begin(), ranked.end());
    std::vector<std::vector<int>> found;
    for (std::size_t i = 0; i < ranked.size() && i < limit; ++i) found.push_back(std::move(ranked[i].second));
    return found;
}

}  // namespace puzzlebox
