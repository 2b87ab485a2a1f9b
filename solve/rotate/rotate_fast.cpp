// Short solutions of big rotation boards by stages: reduce line by line (or
// a corner at a time by a beam), finish a small region from its table or by
// IDA*, polish windows optimally (see rotate_fast.hpp).
#include "solve/rotate/rotate_fast.hpp"

#include <algorithm>
#include <array>
#include <bitset>
#include <cmath>
#include <cstring>
#include <limits>
#include <map>
#include <mutex>
#include <numeric>
#include <optional>
#include <span>
#include <stdexcept>

#include <fmt/format.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include "solve/rotate/rotate_pattern_db.hpp"
#include "solve/rotate/rotate_solver.hpp"
#include "solve/rotate/rotate_table.hpp"
#include "support/hash_mix.hpp"
#include "support/random.hpp"

namespace puzzlebox {

namespace {

constexpr int most_cells = RotateBoard::max_side * RotateBoard::max_side;
using CellSet = std::bitset<most_cells>;

// The moves of one shape as cell tables: the four cells a block covers and
// where each of their tiles goes.
struct Geometry {
    int rows = 0, cols = 0;
    RotateTurns turns = RotateTurns::cw;
    std::vector<RotateMove> moves;
    std::vector<std::array<int, 4>> cells;  // the block's cells
    std::vector<std::array<int, 4>> to;     // the tile on cells[k] goes to to[k]
    std::vector<CellSet> covers;
    std::vector<std::vector<int>> touching;  // cell -> the moves that move its tile

    Geometry(int rows_, int cols_, RotateTurns turns_) : rows(rows_), cols(cols_), turns(turns_) {
        RotateBoard shape = solved_rotate_board(rows, cols, 2, turns);
        moves = rotate_moves(shape);
        touching.assign(static_cast<std::size_t>(rows * cols), {});
        for (std::size_t m = 0; m < moves.size(); ++m) {
            const std::vector<int> dest = rotate_move_destinations(rows, cols, 2, moves[m]);
            const int top = moves[m].block / (cols - 1), left = moves[m].block % (cols - 1);
            const std::array<int, 4> block = {top * cols + left, top * cols + left + 1, (top + 1) * cols + left,
                                              (top + 1) * cols + left + 1};
            std::array<int, 4> goes{};
            CellSet set;
            for (int k = 0; k < 4; ++k) {
                goes[static_cast<std::size_t>(k)] = dest[static_cast<std::size_t>(block[static_cast<std::size_t>(k)])];
                set.set(static_cast<std::size_t>(block[static_cast<std::size_t>(k)]));
                touching[static_cast<std::size_t>(block[static_cast<std::size_t>(k)])].push_back(static_cast<int>(m));
            }
            cells.push_back(block);
            to.push_back(goes);
            covers.push_back(set);
        }
    }
    int cell_count() const { return rows * cols; }
    // Where move m sends the tile on cell c (c itself when the block misses it).
    int moved(int m, int c) const {
        const auto& block = cells[static_cast<std::size_t>(m)];
        for (int k = 0; k < 4; ++k)
            if (block[static_cast<std::size_t>(k)] == c) return to[static_cast<std::size_t>(m)][static_cast<std::size_t>(k)];
        return c;
    }
    // The cell whose tile move m brings to c.
    int moved_back(int m, int c) const {
        const auto& goes = to[static_cast<std::size_t>(m)];
        for (int k = 0; k < 4; ++k)
            if (goes[static_cast<std::size_t>(k)] == c) return cells[static_cast<std::size_t>(m)][static_cast<std::size_t>(k)];
        return c;
    }
    // at[c] = the tile on cell c, after move m.
    // (any container of tile numbers: the stages' ints, the beam's bytes)
    template <class Tiles>
    void apply(int m, Tiles& at) const {
        const auto& block = cells[static_cast<std::size_t>(m)];
        std::array<typename Tiles::value_type, 4> tiles{};
        for (int k = 0; k < 4; ++k)
            tiles[static_cast<std::size_t>(k)] = at[static_cast<std::size_t>(block[static_cast<std::size_t>(k)])];
        for (int k = 0; k < 4; ++k)
            at[static_cast<std::size_t>(to[static_cast<std::size_t>(m)][static_cast<std::size_t>(k)])] =
                tiles[static_cast<std::size_t>(k)];
    }
    int index_of(RotateMove move) const {
        const int per_block = turns == RotateTurns::cw ? 1 : turns == RotateTurns::both ? 2 : 3;
        const int slot = move.quarters == 1 ? 0 : move.quarters == 3 ? 1 : 2;
        return move.block * per_block + slot;
    }
};

// One small shape's whole space (3x3, 2x4 or 4x2), for finishing a region and
// re-solving a window optimally. Built once per shape and turn set.
struct BoxTable {
    RotateBoard shape;
    std::unique_ptr<RotateDistanceTable> table;
    std::unique_ptr<RotateDescent> descent;
};

const BoxTable& box_table(int rows, int cols, RotateTurns turns) {
    static std::mutex lock;
    static std::map<std::tuple<int, int, RotateTurns>, std::unique_ptr<BoxTable>> built;
    const std::scoped_lock hold(lock);
    auto& slot = built[{rows, cols, turns}];
    if (!slot) {
        auto box = std::make_unique<BoxTable>();
        box->shape = solved_rotate_board(rows, cols, 2, turns);
        box->table = std::make_unique<RotateDistanceTable>(box->shape, std::function<void(const std::string&)>{}, 1);
        box->descent = std::make_unique<RotateDescent>(box->shape, *box->table);
        slot = std::move(box);
    }
    return *slot;
}

// A box on the board: its top-left cell and shape.
struct Box {
    int top = 0, left = 0, rows = 0, cols = 0;
};

// A move of the box's own shape (blocks numbered inside the box), as the
// index of the same turn among the board's moves.
int board_move(const Geometry& board, const Box& box, RotateMove move) {
    const int top = box.top + move.block / (box.cols - 1), left = box.left + move.block % (box.cols - 1);
    return board.index_of({top * (board.cols - 1) + left, move.quarters});
}

// An optimal sequence of board moves, inside `box`, that puts every tile of
// the box on its home; `home_in_box[i]` is the box index of the home of the
// tile on box cell i.
std::vector<int> solve_box(const Geometry& board, const Box& box, const std::vector<int>& home_in_box) {
    const BoxTable& table = box_table(box.rows, box.cols, board.turns);
    std::vector<int> arrangement(home_in_box.size());
    for (std::size_t i = 0; i < home_in_box.size(); ++i) arrangement[i] = home_in_box[i] + 1;
    std::vector<int> path;
    for (std::size_t m : table.descent->first_path(arrangement))
        path.push_back(board_move(board, box, table.descent->moves()[m]));
    return path;
}

// The same by IDA* on a 4x4 box, or nothing when it needs more than
// `max_nodes` (IDA* spends the limit in task order, so the answer is the
// same for any number of threads).
std::optional<std::vector<int>> solve_box_ida(const Geometry& board, const Box& box, const std::vector<int>& home_in_box,
                                              const RotatePatterns& patterns, std::uint64_t max_nodes, std::uint64_t& nodes) {
    RotateBoard sub = solved_rotate_board(box.rows, box.cols, 2, board.turns);
    for (std::size_t i = 0; i < home_in_box.size(); ++i) sub.grid[i] = home_in_box[i] + 1;
    SearchLimits limits;
    limits.max_nodes = max_nodes;
    const RotateResult result = solve_rotate_ida(sub, patterns, SearchGoal::first, limits);
    nodes += result.nodes;
    if (!result.moves || result.solutions.empty()) return std::nullopt;
    std::vector<int> path;
    for (const RotateMove& move : result.solutions.front()) path.push_back(board_move(board, box, move));
    return path;
}

// Step 1's search: breadth-first over the cells of a few tracked tiles (the
// rest are blanks; as many tiles as RotateFastOptions::placement_states
// allows, at most 8: cells^tiles states, one byte each for the move that
// reached it), with only the allowed moves, and only those that move a
// tracked tile. Shortest with these moves; among
// equally short ones the try's move order decides.
using Tuple = std::array<int, 8>;
constexpr int most_tracked = 8;

class Placement {
public:
    // The region is the board's cells from (top, left) to its bottom-right corner.
    Placement(const Geometry& board, const std::vector<char>& allowed, const std::vector<int>& order, int top, int left)
        : board_(board), local_(static_cast<std::size_t>(board.cell_count()), -1) {
        position_.assign(board.moves.size(), -1);
        for (std::size_t i = 0; i < order.size(); ++i)
            if (allowed[static_cast<std::size_t>(order[i])]) position_[static_cast<std::size_t>(order[i])] = static_cast<int>(i);
        for (int r = top; r < board.rows; ++r)
            for (int c = left; c < board.cols; ++c) {
                local_[static_cast<std::size_t>(r * board.cols + c)] = static_cast<int>(cell_of_.size());
                cell_of_.push_back(r * board.cols + c);
            }
    }

    // The moves that bring tiles from `cells` to `homes`, or empty when none does.
    std::optional<std::vector<int>> place(const std::vector<int>& cells, const std::vector<int>& homes, std::uint64_t& nodes) {
        const std::size_t tracked = cells.size();
        const auto n = static_cast<std::uint64_t>(cell_of_.size());
        std::uint64_t states = 1;
        for (std::size_t t = 0; t < tracked; ++t) states *= n;
        const auto encode = [&](const Tuple& at) {
            std::uint64_t code = 0;
            for (std::size_t t = tracked; t-- > 0;)
                code = code * n + static_cast<std::uint64_t>(local_[static_cast<std::size_t>(at[t])]);
            return code;
        };
        const auto decode = [&](std::uint64_t code) {
            Tuple at{};
            for (std::size_t t = 0; t < tracked; ++t) {
                at[t] = cell_of_[static_cast<std::size_t>(code % n)];
                code /= n;
            }
            return at;
        };
        Tuple start{}, goal{};
        for (std::size_t t = 0; t < tracked; ++t) {
            start[t] = cells[t];
            goal[t] = homes[t];
        }
        constexpr std::uint8_t unseen = 0xFF, origin = 0xFE;
        std::vector<std::uint8_t> reached_by(states, unseen);  // the move index that reached a state (< 0xFE)
        const std::uint64_t target = encode(goal);
        std::vector<std::uint64_t> frontier{encode(start)}, next;
        reached_by[frontier.front()] = origin;
        while (!frontier.empty() && reached_by[target] == unseen) {
            next.clear();
            for (const std::uint64_t code : frontier) {
                ++nodes;
                const Tuple at = decode(code);
                // The allowed moves that move a tracked tile, in the try's order.
                std::array<int, 4 * 3 * most_tracked> candidates{};
                std::size_t count = 0;
                for (std::size_t t = 0; t < tracked; ++t)
                    for (const int m : board_.touching[static_cast<std::size_t>(at[t])])
                        if (position_[static_cast<std::size_t>(m)] >= 0 &&
                            std::find(candidates.begin(), candidates.begin() + static_cast<std::ptrdiff_t>(count), m) ==
                                candidates.begin() + static_cast<std::ptrdiff_t>(count))
                            candidates[count++] = m;
                std::sort(candidates.begin(), candidates.begin() + static_cast<std::ptrdiff_t>(count), [&](int a, int b) {
                    return position_[static_cast<std::size_t>(a)] < position_[static_cast<std::size_t>(b)];
                });
                for (std::size_t i = 0; i < count; ++i) {
                    const int m = candidates[i];
                    Tuple moved = at;
                    for (std::size_t t = 0; t < tracked; ++t) moved[t] = board_.moved(m, at[t]);
                    const std::uint64_t to = encode(moved);
                    if (reached_by[to] != unseen) continue;
                    reached_by[to] = static_cast<std::uint8_t>(m);
                    next.push_back(to);
                }
            }
            std::swap(frontier, next);
        }
        if (reached_by[target] == unseen) return std::nullopt;
        std::vector<int> path;
        for (std::uint64_t code = target; reached_by[code] != origin;) {
            const int m = reached_by[code];
            path.push_back(m);
            Tuple at = decode(code);
            for (std::size_t t = 0; t < tracked; ++t) at[t] = board_.moved_back(m, at[t]);
            code = encode(at);
        }
        std::reverse(path.begin(), path.end());
        return path;
    }

private:
    const Geometry& board_;
    std::vector<int> position_;  // move -> its place in the try's order, -1 when not allowed
    std::vector<int> local_;     // board cell -> region cell, -1 outside
    std::vector<int> cell_of_;   // region cell -> board cell
};

// Splits a line of `length` cells into groups of at most `group`, the last
// of at least two (its last cell has no block of its own).
std::vector<int> line_groups(int length, int group) {
    std::vector<int> sizes;
    for (int left = length; left > 0;) {
        const int take = left <= group ? left : left - group >= 2 ? group : left - 2;
        sizes.push_back(take);
        left -= take;
    }
    return sizes;
}

// The pattern databases that score a beam's region (its first row and its
// first column, in chunks), built once per region shape for all the tries
// of one solve.
class BeamDatabases {
public:
    explicit BeamDatabases(RotateTurns turns) : turns_(turns) {}
    const std::vector<std::unique_ptr<RotatePatternDatabase>>& of(int rows, int cols) {
        const std::scoped_lock hold(lock_);
        auto& slot = built_[{rows, cols}];
        // Isolated: while its own parallel loops run, this thread takes no
        // other try, which could ask for the lock it holds.
        if (slot.empty()) tbb::this_task_arena::isolate([&] { slot = build(rows, cols); });
        return slot;
    }

private:
    std::vector<std::unique_ptr<RotatePatternDatabase>> build(int rows, int cols) const {
        const int cells = rows * cols;
        const RotateBoard region = solved_rotate_board(rows, cols, 2, turns_);
        int chunk = 2;
        while (chunk < 5 && RotatePatternDatabase::state_count(cells, chunk + 1) <= (std::uint64_t{1} << 24)) ++chunk;
        // Each arm (the first row; the first column below it) in chunks whose
        // last holds the arm's last two tiles together: one of them alone would
        // be one step from home for ever, as its partner blocks the way.
        std::vector<std::unique_ptr<RotatePatternDatabase>> databases;
        for (const bool row : {true, false}) {
            std::vector<int> arm;
            if (row)
                for (int c = 0; c < cols; ++c) arm.push_back(c);
            else
                for (int r = 1; r < rows; ++r) arm.push_back(r * cols);
            std::size_t done = 0;
            for (const int size : line_groups(static_cast<int>(arm.size()), chunk)) {
                databases.push_back(std::make_unique<RotatePatternDatabase>(
                    region, std::vector<int>(arm.begin() + static_cast<std::ptrdiff_t>(done),
                                             arm.begin() + static_cast<std::ptrdiff_t>(done) + size)));
                done += static_cast<std::size_t>(size);
            }
        }
        return databases;
    }

    RotateTurns turns_;
    std::mutex lock_;
    std::map<std::pair<int, int>, std::vector<std::unique_ptr<RotatePatternDatabase>>> built_;
};

// Step 1 with --beam: the region's first row and first column placed
// together by a beam search over whole arrangements of the region. A state
// is scored by the sum of the exact distances of the corner's tiles in
// chunks (pattern databases of the region's shape, chunks of as many tiles
// as 2^24 states allow, at most 5); the `width` best states of each depth
// are kept (ties in a random order), and the first depth with every corner
// tile home ends the stage. Returns its moves; nothing when the beam dies
// out or stalls.
//
// The states of a depth are rows of one byte array; of the depths before,
// only how each state was reached (its parent and move) is kept. Of the
// children, each arrangement once (its copy with the least noise), the
// `width` least by (score, noise, arrangement) go on in that order.
std::optional<std::vector<int>> place_corner_by_beam(const Geometry& board, const std::vector<int>& at, int top, int left,
                                                     std::size_t width, BeamDatabases& all_databases, Random& random,
                                                     std::uint64_t& nodes) {
    const int rows = board.rows - top, cols = board.cols - left, cells = rows * cols;
    const auto stride = static_cast<std::size_t>(cells);
    const std::vector<std::unique_ptr<RotatePatternDatabase>>& databases = all_databases.of(rows, cols);
    // The region's own moves (the beam turns its states with them).
    const Geometry local(rows, cols, board.turns);
    const Box whole{top, left, rows, cols};
    const auto score = [&](const std::uint8_t* state) {  // state: region cell -> region home of its tile
        std::array<std::uint8_t, most_cells> cell_of{};
        for (int c = 0; c < cells; ++c) cell_of[state[c]] = static_cast<std::uint8_t>(c);
        int total = 0;
        std::array<std::uint8_t, 8> tracked{};
        for (const auto& database : databases) {
            for (std::size_t i = 0; i < database->homes().size(); ++i)
                tracked[i] = cell_of[static_cast<std::size_t>(database->homes()[i])];
            total += database->distance(tracked.data());
        }
        return total;
    };
    struct Step {  // how a state of a depth was reached
        std::uint32_t parent = 0;
        int move = -1;
    };
    struct Layer {
        std::size_t stride = 0;
        std::vector<std::uint8_t> at;  // a row of `stride` bytes a state
        std::vector<int> score;
        std::vector<Step> steps;
        std::size_t size() const { return score.size(); }
        const std::uint8_t* state(std::size_t i) const { return at.data() + i * stride; }
    };
    Layer layer{stride, {}, {}, {}};
    layer.at.resize(stride);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            const int home = at[static_cast<std::size_t>((top + r) * board.cols + left + c)];
            layer.at[static_cast<std::size_t>(r * cols + c)] =
                static_cast<std::uint8_t>((home / board.cols - top) * cols + home % board.cols - left);
        }
    layer.score.push_back(score(layer.at.data()));
    layer.steps.push_back({});
    std::vector<std::vector<Step>> history;  // the steps of every depth before the current one
    // A beam that has not placed the corner long after its score's worth of
    // moves is stuck on a plateau: the lines are placed one by one instead.
    const std::size_t most_depth = 3 * static_cast<std::size_t>(layer.score[0]) + 30;
    Layer next{stride, {}, {}, {}};
    std::vector<std::uint32_t> noise, order;
    std::vector<std::uint32_t> seen;  // open addressing over `next`'s rows, for arrangements met before
    while (layer.size() > 0 && history.size() + 1 <= most_depth) {
        // Of the states with the corner placed, the one whose other tiles
        // have the fewest steps home (Manhattan) goes on.
        std::size_t chosen = layer.size();
        int least = std::numeric_limits<int>::max();
        for (std::size_t i = 0; i < layer.size() && layer.score[i] == 0; ++i) {
            const std::uint8_t* state = layer.state(i);
            int steps = 0;
            for (int c = 0; c < cells; ++c) {
                const int home = state[c];
                steps += std::abs(home / cols - c / cols) + std::abs(home % cols - c % cols);
            }
            if (steps < least) {
                least = steps;
                chosen = i;
            }
        }
        if (chosen < layer.size()) {
            std::vector<int> path;
            Step step = layer.steps[chosen];
            for (std::size_t d = history.size(); d > 0; --d) {
                path.push_back(board_move(board, whole, local.moves[static_cast<std::size_t>(step.move)]));
                step = history[d - 1][step.parent];
            }
            std::reverse(path.begin(), path.end());
            return path;
        }
        // Every child, in the order its noise is drawn.
        next.at.clear();
        next.score.clear();
        next.steps.clear();
        noise.clear();
        for (std::size_t p = 0; p < layer.size(); ++p) {
            ++nodes;
            const int came_by = layer.steps[p].move;
            for (std::size_t m = 0; m < local.moves.size(); ++m) {
                if (came_by >= 0 && local.moves[m] == inverse(local.moves[static_cast<std::size_t>(came_by)])) continue;
                const std::size_t row = next.score.size();
                next.at.insert(next.at.end(), layer.state(p), layer.state(p) + stride);
                std::span<std::uint8_t> child(next.at.data() + row * stride, stride);
                next.steps.push_back({static_cast<std::uint32_t>(p), static_cast<int>(m)});
                noise.push_back(random.next());
                local.apply(static_cast<int>(m), child);
                next.score.push_back(score(child.data()));
            }
        }
        const std::size_t count = next.size();
        const auto before = [&](std::uint32_t a, std::uint32_t b) {
            if (next.score[a] != next.score[b]) return next.score[a] < next.score[b];
            if (noise[a] != noise[b]) return noise[a] < noise[b];
            return std::memcmp(next.state(a), next.state(b), stride) < 0;
        };
        const auto hash = [&](std::uint32_t i) {  // the state's bytes, eight at a time
            std::uint64_t h = golden_gamma;
            const std::uint8_t* state = next.state(i);
            for (std::size_t c = 0; c < stride; c += 8) {
                std::uint64_t word = 0;
                std::memcpy(&word, state + c, std::min<std::size_t>(8, stride - c));
                h = fold_word(h, word);
            }
            return finish_fold(h);
        };
        // The least `take` children in order, each arrangement at its first
        // (least) copy; more are taken while fewer than `width` are distinct.
        std::vector<std::uint32_t> kept;
        for (std::size_t take = std::min(count, 2 * width);; take = std::min(count, 2 * take)) {
            order.resize(count);
            std::iota(order.begin(), order.end(), 0u);
            if (take < count)
                std::nth_element(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(take), order.end(), before);
            order.resize(take);
            std::sort(order.begin(), order.end(), before);
            std::size_t slots = 1;
            while (slots < 2 * take + 2) slots *= 2;
            seen.assign(slots, std::numeric_limits<std::uint32_t>::max());
            kept.clear();
            for (const std::uint32_t i : order) {
                std::size_t slot = hash(i) & (slots - 1);
                bool met = false;
                for (; seen[slot] != std::numeric_limits<std::uint32_t>::max(); slot = (slot + 1) & (slots - 1))
                    if (std::memcmp(next.state(seen[slot]), next.state(i), stride) == 0) {
                        met = true;
                        break;
                    }
                if (met) continue;
                seen[slot] = i;
                kept.push_back(i);
                if (kept.size() == width) break;
            }
            if (kept.size() == width || take == count) break;
        }
        Layer chosen_layer{stride, {}, {}, {}};
        chosen_layer.at.reserve(kept.size() * stride);
        for (const std::uint32_t i : kept) {
            chosen_layer.at.insert(chosen_layer.at.end(), next.state(i), next.state(i) + stride);
            chosen_layer.score.push_back(next.score[i]);
            chosen_layer.steps.push_back(next.steps[i]);
        }
        history.push_back(std::move(layer.steps));
        layer = std::move(chosen_layer);
    }
    return std::nullopt;
}

// One try on a board given as homes: at[c] = the home cell of the tile on c.
// Steps 1 and 2; the moves as indices into board.moves.
std::vector<int> reduce_and_finish(const Geometry& board, std::vector<int> at, const RotateFastOptions& options,
                                   const std::vector<int>& order, BeamDatabases& databases, Random& random,
                                   std::uint64_t& nodes) {
    const int rows = board.rows, cols = board.cols;
    std::vector<int> where(at.size());  // tile (its home) -> cell
    for (std::size_t c = 0; c < at.size(); ++c) where[static_cast<std::size_t>(at[c])] = static_cast<int>(c);
    std::vector<int> solution;
    const auto play = [&](const std::vector<int>& moves) {
        for (int m : moves) {
            board.apply(m, at);
            solution.push_back(m);
        }
        for (std::size_t c = 0; c < at.size(); ++c) where[static_cast<std::size_t>(at[c])] = static_cast<int>(c);
    };
    const auto region_homes = [&](const Box& region) {
        std::vector<int> home_in_box;
        for (int r = 0; r < region.rows; ++r)
            for (int c = 0; c < region.cols; ++c) {
                const int home = at[static_cast<std::size_t>((region.top + r) * cols + region.left + c)];
                home_in_box.push_back((home / cols - region.top) * region.cols + home % cols - region.left);
            }
        return home_in_box;
    };
    int top = 0, left = 0;
    for (;;) {
        const int height = rows - top, width = cols - left;
        if (height == 4 && width == 4 && options.patterns4) {
            const Box region{top, left, 4, 4};
            if (const auto finish =
                    solve_box_ida(board, region, region_homes(region), *options.patterns4, options.finish_nodes, nodes)) {
                play(*finish);
                break;
            }
        }
        if ((height == 3 && width == 3) || (height == 2 && width == 4) || (height == 4 && width == 2)) break;
        if (options.beam > 0 && height >= 5 && width >= 5 && height * width <= RotatePatternDatabase::max_cells) {
            if (const auto corner = place_corner_by_beam(board, at, top, left, static_cast<std::size_t>(options.beam), databases,
                                                         random, nodes)) {
                play(*corner);
                ++top;
                ++left;
                continue;
            }
        }
        // The longer side's first line goes; a square region loses its top row.
        const bool row = width == 2 || (height != 2 && height >= width && height > 3);
        std::vector<int> line;
        if (row)
            for (int c = left; c < cols; ++c) line.push_back(top * cols + c);
        else
            for (int r = top; r < rows; ++r) line.push_back(r * cols + left);
        // Blocks inside the region; each group may use those that touch no placed cell.
        CellSet placed;
        std::size_t done = 0;
        // As many tiles at once as the breadth-first search's budget allows.
        int group = 2;
        const auto region_cells = static_cast<std::uint64_t>(height * width);
        for (std::uint64_t states = region_cells * region_cells * region_cells;
             group < most_tracked && group < static_cast<int>(line.size()) && states <= options.placement_states;
             states *= region_cells)
            ++group;
        for (int size : line_groups(static_cast<int>(line.size()), group)) {
            std::vector<char> allowed(board.moves.size(), 0);
            for (std::size_t m = 0; m < board.moves.size(); ++m) {
                const int block = board.moves[m].block, r = block / (cols - 1), c = block % (cols - 1);
                allowed[m] = r >= top && c >= left && (board.covers[m] & placed).none();
            }
            std::vector<int> cells, homes;
            for (std::size_t i = done; i < done + static_cast<std::size_t>(size); ++i) {
                homes.push_back(line[i]);
                cells.push_back(where[static_cast<std::size_t>(line[i])]);
            }
            Placement placement(board, allowed, order, top, left);
            const auto moves = placement.place(cells, homes, nodes);
            if (!moves) throw std::logic_error("rotate fast: a line's tiles could not be placed");
            play(*moves);
            for (int home : homes) placed.set(static_cast<std::size_t>(home));
            done += static_cast<std::size_t>(size);
        }
        (row ? top : left) += 1;
    }
    // Step 2: the region left, from its table.
    if (const Box region{top, left, rows - top, cols - left}; region.rows * region.cols <= 9)
        play(solve_box(board, region, region_homes(region)));
    for (std::size_t c = 0; c < at.size(); ++c)
        if (at[c] != static_cast<int>(c)) throw std::logic_error("rotate fast: the stages left a tile off its home");
    return solution;
}

// The board's symmetries as cell maps: sym(r, c) on an H x W board, the
// image shape, and whether it reverses turns.
struct Symmetry {
    int rows = 0, cols = 0;  // the image's shape
    bool reflects = false;
    std::vector<int> image;  // cell -> cell of the image
};

Symmetry symmetry(int rows, int cols, int which) {
    Symmetry s;
    s.reflects = (which & 4) != 0;
    s.image.resize(static_cast<std::size_t>(rows * cols));
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            int h = rows, w = cols, y = r, x = c;
            if (s.reflects) {
                std::swap(y, x);
                std::swap(h, w);
            }
            for (int q = 0; q < (which & 3); ++q) {  // a quarter turn clockwise: (y, x) -> (x, h-1-y)
                const int ny = x, nx = h - 1 - y;
                y = ny;
                x = nx;
                std::swap(h, w);
            }
            s.rows = h;
            s.cols = w;
            s.image[static_cast<std::size_t>(r * cols + c)] = y * w + x;
        }
    return s;
}

// A move of the image board, as the move of the original board it stands for.
RotateMove preimage(const Symmetry& s, int cols, RotateMove move) {
    std::vector<int> back(s.image.size());
    for (std::size_t c = 0; c < s.image.size(); ++c) back[static_cast<std::size_t>(s.image[c])] = static_cast<int>(c);
    const int top = move.block / (s.cols - 1), left = move.block % (s.cols - 1);
    int min_r = 1 << 20, min_c = 1 << 20;
    for (int dr = 0; dr < 2; ++dr)
        for (int dc = 0; dc < 2; ++dc) {
            const int cell = back[static_cast<std::size_t>((top + dr) * s.cols + left + dc)];
            min_r = std::min(min_r, cell / cols);
            min_c = std::min(min_c, cell % cols);
        }
    return {min_r * (cols - 1) + min_c, s.reflects ? (4 - move.quarters) % 4 : move.quarters};
}

// The home cell of each tile: a cell whose target label is the tile's.
// Repeated labels are matched in row-major order.
std::vector<int> tile_homes(const RotateBoard& board) {
    std::map<int, std::vector<int>> homes;
    for (int c = board.cell_count() - 1; c >= 0; --c) homes[board.target[static_cast<std::size_t>(c)]].push_back(c);
    std::vector<int> at(board.grid.size());
    for (std::size_t c = 0; c < board.grid.size(); ++c) {
        auto& free = homes.at(board.grid[c]);
        at[c] = free.back();
        free.pop_back();
    }
    return at;
}

bool has_box(int rows, int cols, const Box& box) { return box.rows <= rows && box.cols <= cols; }

}  // namespace

struct RotatePolisher::Boxes {
    Geometry board;
    const RotatePatterns* patterns4 = nullptr;
    std::uint64_t window_nodes = 0;
    std::vector<Box> boxes;
    std::vector<std::vector<char>> inside;  // box -> move -> whether the move's block lies in it

    Boxes(const RotateBoard& shape, const RotatePatterns* patterns4_, std::uint64_t window_nodes_)
        : board(shape.rows, shape.cols, shape.turns), patterns4(patterns4_), window_nodes(window_nodes_) {
        std::vector<Box> sizes = {Box{0, 0, 3, 3}, Box{0, 0, 2, 4}, Box{0, 0, 4, 2}};
        if (patterns4) sizes.push_back(Box{0, 0, 4, 4});
        for (const Box size : sizes)
            if (has_box(shape.rows, shape.cols, size))
                for (int top = 0; top + size.rows <= shape.rows; ++top)
                    for (int left = 0; left + size.cols <= shape.cols; ++left) {
                        const Box box{top, left, size.rows, size.cols};
                        std::vector<char> in(board.moves.size());
                        for (std::size_t m = 0; m < board.moves.size(); ++m) {
                            const int r = board.moves[m].block / (shape.cols - 1), c = board.moves[m].block % (shape.cols - 1);
                            in[m] = r >= top && r + 2 <= top + box.rows && c >= left && c + 2 <= left + box.cols;
                        }
                        boxes.push_back(box);
                        inside.push_back(std::move(in));
                    }
    }

    // One pass over every box: each run of moves inside a box (moves
    // outside it that share no cell with the run's later moves are stepped
    // past) is re-solved when its optimum is shorter. Whether anything changed.
    bool pass(std::vector<int>& moves) const {
        bool changed = false;
        for (std::size_t b = 0; b < boxes.size(); ++b) {
            const Box& box = boxes[b];
            const std::vector<char>& in = inside[b];
            for (std::size_t i = 0; i < moves.size(); ++i) {
                if (!in[static_cast<std::size_t>(moves[i])]) continue;
                std::vector<int> run, passed;
                CellSet passed_cells;
                std::size_t j = i;
                for (; j < moves.size(); ++j) {
                    const int m = moves[j];
                    if (in[static_cast<std::size_t>(m)]) {
                        if ((board.covers[static_cast<std::size_t>(m)] & passed_cells).any()) break;
                        run.push_back(m);
                    } else {
                        if (passed.size() >= 12) break;
                        passed.push_back(m);
                        passed_cells |= board.covers[static_cast<std::size_t>(m)];
                    }
                }
                const bool by_ida = box.rows * box.cols > 9;
                if (run.size() < (by_ida ? 6u : 2u)) continue;
                // The run's effect on the box, and the tiles' homes that undo it.
                const int size = box.rows * box.cols;
                std::vector<int> at(static_cast<std::size_t>(board.cell_count()), -1);
                for (int k = 0; k < size; ++k)
                    at[static_cast<std::size_t>((box.top + k / box.cols) * board.cols + box.left + k % box.cols)] = k;
                for (int m : run) board.apply(m, at);
                // at[cell] = the box cell whose tile the run brings to cell: the
                // sequence wanted takes the tile of box cell k to where the run takes it.
                std::vector<int> home_in_box(static_cast<std::size_t>(size));
                for (int k = 0; k < size; ++k) {
                    const int cell = (box.top + k / box.cols) * board.cols + box.left + k % box.cols;
                    home_in_box[static_cast<std::size_t>(at[static_cast<std::size_t>(cell)])] = k;
                }
                std::uint64_t nodes = 0;
                const std::optional<std::vector<int>> found =
                    by_ida ? solve_box_ida(board, box, home_in_box, *patterns4, window_nodes, nodes)
                           : std::optional<std::vector<int>>(solve_box(board, box, home_in_box));
                if (!found || found->size() >= run.size()) continue;
                const std::vector<int>& better = *found;
                std::vector<int> rewritten(moves.begin(), moves.begin() + static_cast<std::ptrdiff_t>(i));
                rewritten.insert(rewritten.end(), better.begin(), better.end());
                rewritten.insert(rewritten.end(), passed.begin(), passed.end());
                rewritten.insert(rewritten.end(), moves.begin() + static_cast<std::ptrdiff_t>(j), moves.end());
                moves = std::move(rewritten);
                changed = true;
            }
        }
        return changed;
    }
};

RotatePolisher::RotatePolisher(const RotateBoard& shape, const RotatePatterns* patterns4, std::uint64_t window_nodes)
    : boxes_(std::make_unique<Boxes>(shape, patterns4, window_nodes)) {}
RotatePolisher::~RotatePolisher() = default;

std::vector<RotateMove> RotatePolisher::polish(std::vector<RotateMove> moves) const {
    const Geometry& board = boxes_->board;
    std::vector<int> indices;
    for (const RotateMove& move : moves) indices.push_back(board.index_of(move));
    while (boxes_->pass(indices)) {}
    moves.clear();
    for (int m : indices) moves.push_back(board.moves[static_cast<std::size_t>(m)]);
    return moves;
}

std::string rotate_fast_refusal(const RotateBoard& board) {
    if (board.block != 2) return fmt::format("--method fast takes 2x2 blocks only, not {}x{}", board.block, board.block);
    if (board.cell_count() <= 12)
        return fmt::format(
            "--method fast is for boards of more than 12 cells; a {}x{} board is solved optimally at once by "
            "--method ida or table",
            board.rows, board.cols);
    if (board.cell_count() > most_cells) return fmt::format("--method fast holds at most {} cells", most_cells);
    return "";
}

RotateFastResult solve_rotate_fast(const RotateBoard& board, const RotateFastOptions& options) {
    if (const std::string why = rotate_fast_refusal(board); !why.empty()) throw std::invalid_argument(why);
    if (options.patterns4 && !options.patterns4->fits(solved_rotate_board(4, 4, 2, board.turns)))
        throw std::invalid_argument("solve_rotate_fast: the 4x4 pattern databases are for another turn set");
    const std::vector<int> homes = tile_homes(board);
    const int symmetries = board.turns == RotateTurns::cw ? 4 : 8;
    // The tries side by side, taken in try order: the same solution and
    // nodes for any number of threads (IDA* spends its node limit in task
    // order too). The beam's databases are built once for all the tries.
    const int tries = std::max(1, options.tries);
    std::map<std::pair<int, int>, std::unique_ptr<RotatePolisher>> polishers;  // per image shape, made before the tries
    for (int t = 0; t < std::min(tries, symmetries); ++t) {
        const Symmetry s = symmetry(board.rows, board.cols, t);
        auto& polisher = polishers[{s.rows, s.cols}];
        if (!polisher)
            polisher = std::make_unique<RotatePolisher>(solved_rotate_board(s.rows, s.cols, 2, board.turns), options.patterns4,
                                                        options.window_nodes);
    }
    BeamDatabases databases(board.turns);
    struct Try {
        bool made = false;
        std::vector<RotateMove> moves;
        int unpolished = 0;
        std::uint64_t nodes = 0;
    };
    std::vector<Try> made(static_cast<std::size_t>(tries));
    const auto one_try = [&](int t) {
        if (t > 0 && options.stop && options.stop->stop()) return;
        const Symmetry s = symmetry(board.rows, board.cols, t % symmetries);
        const Geometry image(s.rows, s.cols, board.turns);
        // at[c] = the home of the tile on c, both in the image.
        std::vector<int> at(homes.size());
        for (std::size_t c = 0; c < homes.size(); ++c)
            at[static_cast<std::size_t>(s.image[c])] = s.image[static_cast<std::size_t>(homes[c])];
        std::vector<int> order(image.moves.size());
        std::iota(order.begin(), order.end(), 0);
        Random random(options.seed, static_cast<std::uint64_t>(t));
        if (t >= symmetries) random.shuffle(order.begin(), order.end());  // a tie-breaking order of its own
        Try& out = made[static_cast<std::size_t>(t)];
        const std::vector<int> found = reduce_and_finish(image, at, options, order, databases, random, out.nodes);
        for (int m : found) out.moves.push_back(image.moves[static_cast<std::size_t>(m)]);
        out.unpolished = static_cast<int>(out.moves.size());
        out.moves = polishers.at({s.rows, s.cols})->polish(std::move(out.moves));
        for (RotateMove& move : out.moves) move = preimage(s, board.cols, move);
        out.made = true;
    };
    tbb::parallel_for(0, tries, 1, one_try);
    RotateFastResult result;
    for (int t = 0; t < tries; ++t) {
        Try& one = made[static_cast<std::size_t>(t)];
        result.nodes += one.nodes;
        if (!one.made) {
            result.stopped = true;
            continue;
        }
        ++result.tries;
        if (result.moves.empty() || one.moves.size() < result.moves.size()) {
            result.moves = std::move(one.moves);
            result.best_try = t;
            result.unpolished = one.unpolished;
        }
    }
    // Replay: the solution must put every tile on its target label.
    std::vector<int> grid = board.grid;
    for (const RotateMove& move : result.moves) apply_rotate_move(board, move, grid);
    if (grid != board.target) throw std::logic_error("rotate fast: the solution does not replay to the target");
    return result;
}

}  // namespace puzzlebox
