// The hardest jump maze of a shape, proven by dealing cells into the layers
// of the reverse breadth-first search (see jump_hardest.hpp).
#include "analyze/jump/jump_hardest.hpp"

#include <algorithm>
#include <array>
#include <map>
#include <numeric>
#include <sstream>
#include <stdexcept>
#include <unordered_map>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "analyze/jump/jump_landings.hpp"
#include "distributed/split_run.hpp"
#include "puzzles/jump/jump_format.hpp"
#include "puzzles/jump/jump_validate.hpp"
#include "solve/jump/jump_solver.hpp"
#include "solve/search_limits.hpp"
#include "support/hash_mix.hpp"
#include "support/stop_signal.hpp"

namespace puzzlebox {

namespace {

using Mask = CellMask;
using Shape = JumpLandings;

// What the next layer can be, given the cells placed before the last layer
// (`earlier`), the last layer and which of its cells can have exactly one
// shortest solution (`only_way`).
struct Choices {
    Mask must = 0;       // every magnitude left lands in the last layer: they join the next
    Mask may = 0;        // some magnitudes land there, some not
    Mask unique = 0;     // a magnitude lands on exactly one cell of the last layer, one of only_way
    Mask reachable = 0;  // cells some sequence of later layers could still bring in
};

Choices choices(const Shape& shape, Mask earlier, Mask last, Mask only_way) {
    Choices c;
    const Mask placed = earlier | last;
    const Mask open = shape.all & ~placed;
    for (Mask m = open; m; m &= m - 1) {
        const int u = lowest_cell(m);
        bool lands_in_last = false, avoids_last = false;
        for (const Mask to : shape.jumps(u)) {
            if (to & earlier) continue;
            if (const Mask in_last = to & last) {
                lands_in_last = true;
                if (cell_count(in_last) == 1 && (in_last & only_way)) c.unique |= cell_bit(u);
            } else {
                avoids_last = true;
            }
        }
        if (lands_in_last) (avoids_last ? c.may : c.must) |= cell_bit(u);
    }
    // Closure: a cell can come in later only through a magnitude that avoids
    // every placed cell and lands on a cell that can come in.
    c.reachable = c.must | c.may;
    for (Mask grown = c.reachable; grown;) {
        grown = 0;
        for (Mask m = open & ~c.reachable; m; m &= m - 1) {
            const int u = lowest_cell(m);
            for (const Mask to : shape.jumps(u))
                if (!(to & placed) && (to & c.reachable)) {
                    grown |= cell_bit(u);
                    break;
                }
        }
        c.reachable |= grown;
    }
    return c;
}

// The board's symmetries that keep the goal (and a fixed start) in place, as cell permutations.
std::vector<std::vector<int>> symmetries(const Shape& shape) {
    const JumpHardestQuestion& q = shape.question;
    std::vector<std::vector<int>> kept;
    for (int g = 0; g < 8; ++g) {
        if (g >= 4 && q.rows != q.cols) break;  // the transposing ones need a square
        std::vector<int> to(static_cast<std::size_t>(shape.cells));
        for (int u = 0; u < shape.cells; ++u) {
            int r = u / q.cols, c = u % q.cols;
            if (g & 1) r = q.rows - 1 - r;
            if (g & 2) c = q.cols - 1 - c;
            if (g & 4) std::swap(r, c);
            to[static_cast<std::size_t>(u)] = r * q.cols + c;
        }
        const auto moved = [&](int cell) { return to[static_cast<std::size_t>(cell)]; };
        if (moved(shape.goal) == shape.goal && (shape.start < 0 || moved(shape.start) == shape.start))
            kept.push_back(std::move(to));
    }
    return kept;
}

Mask image(const std::vector<int>& to, Mask m) {
    Mask out = 0;
    for (; m; m &= m - 1) out |= cell_bit(to[static_cast<std::size_t>(lowest_cell(m))]);
    return out;
}

// The depth-first search of one unit: deal the cells of one item into
// layers until a layer of depth `moves` forms (with a unique cell, or the
// start, where asked).
class LayerSearch {
public:
    LayerSearch(const Shape& shape, int moves, std::uint64_t memo_states)
        : shape_(shape), moves_(moves), memo_cap_(memo_states) {}

    bool run(Mask first_layer, Mask first_unique) {
        layers_ = {cell_bit(shape_.goal), first_layer};
        only_way_ = {cell_bit(shape_.goal), first_unique};
        if (reaches(first_layer, first_unique, 1)) return true;
        if (shape_.start >= 0 && (first_layer & cell_bit(shape_.start))) return false;  // the start is in too early
        return deal(cell_bit(shape_.goal), first_layer, first_unique, 1);
    }
    std::uint64_t nodes() const { return nodes_; }
    // The maze found: a magnitude per cell that puts it in its layer (with one
    // shortest solution for the cells that can have it), the others kept out.
    JumpBoard witness() const;

private:
    struct Key {
        Mask earlier, last, only_way;
        bool operator==(const Key&) const = default;
    };
    struct KeyHash {
        std::size_t operator()(const Key& k) const {
            return static_cast<std::size_t>(mix_pair(mix_pair(k.earlier, k.last), k.only_way));
        }
    };

    // Whether layer `depth` (just formed) ends the search.
    bool reaches(Mask layer, Mask unique, int depth) const {
        if (depth < moves_) return false;
        const Mask wanted = shape_.question.unique ? unique : layer;
        return shape_.start < 0 ? wanted != 0 : (wanted & cell_bit(shape_.start)) != 0;
    }

    bool deal(Mask earlier, Mask last, Mask only_way, int depth) {
        if (!shape_.question.unique) only_way = 0;
        const Key key{earlier, last, only_way};
        if (const auto seen = memo_.find(key); seen != memo_.end() && seen->second >= depth) return false;
        if ((++nodes_ & 4095) == 0 && stop_requested())
            throw SearchStopped(stop_outcome(),
                                fmt::format("proving the hardest {}: nothing written", shape_.question.describe()));
        if (fails(earlier, last, only_way, depth)) {
            if (memo_.size() >= memo_cap_) memo_.clear();
            memo_[key] = depth;
            return false;
        }
        return true;
    }

    // True when no way on from this state reaches the depth (the state is then remembered).
    bool fails(Mask earlier, Mask last, Mask only_way, int depth) {
        if (shape_.question.unique && !only_way) return true;  // a unique cell needs one before it
        const Choices c = choices(shape_, earlier, last, only_way);
        const bool fixed = shape_.start >= 0;
        const Mask start = fixed ? cell_bit(shape_.start) : 0;
        if (fixed && (!(c.reachable & start) || ((c.must & start) && depth + 1 < moves_))) return true;
        // Layers depth+1 .. moves_ each need a cell of their own; the rest is waste.
        const int spare = cell_count(c.reachable) - (moves_ - depth);
        if (spare < 0) return true;
        const int must = cell_count(c.must);
        const int most_extra = spare + 1 - must;  // cells of `may` the next layer can take
        if (most_extra < 0) return true;
        std::vector<int> may;
        for (Mask m = c.may; m; m &= m - 1) may.push_back(lowest_cell(m));
        const int n = static_cast<int>(may.size());
        const int most = std::min(n, most_extra);
        const Mask placed = earlier | last;
        for (int size = 0; size <= most; ++size) {
            std::vector<int> pick(static_cast<std::size_t>(size));
            std::iota(pick.begin(), pick.end(), 0);
            for (;;) {
                Mask next = c.must;
                for (const int i : pick) next |= cell_bit(may[static_cast<std::size_t>(i)]);
                if (next && !(fixed && (next & start) && depth + 1 < moves_)) {
                    const Mask unique = next & c.unique;
                    layers_.push_back(next);
                    only_way_.push_back(unique);
                    if (reaches(next, unique, depth + 1) || (!(next & start) && deal(placed, next, unique, depth + 1)))
                        return false;  // found: the layers stay as they are
                    layers_.pop_back();
                    only_way_.pop_back();
                }
                int i = size - 1;
                while (i >= 0 && pick[static_cast<std::size_t>(i)] == n - size + i) --i;
                if (i < 0) break;
                ++pick[static_cast<std::size_t>(i)];
                for (int j = i + 1; j < size; ++j) pick[static_cast<std::size_t>(j)] = pick[static_cast<std::size_t>(j - 1)] + 1;
            }
        }
        return true;
    }

    const Shape& shape_;
    int moves_;
    std::uint64_t memo_cap_;
    std::uint64_t nodes_ = 0;
    std::unordered_map<Key, int, KeyHash> memo_;
    std::vector<Mask> layers_;    // layer 0 (the goal), 1, ... on the way down
    std::vector<Mask> only_way_;  // per layer, its cells that can have one shortest solution
};

JumpBoard LayerSearch::witness() const {
    const JumpHardestQuestion& q = shape_.question;
    JumpBoard board = shape_.blank_board();
    Mask before = 0;  // layers 0 .. j-2
    Mask placed = 0;
    for (const Mask layer : layers_) placed |= layer;
    for (std::size_t j = 1; j < layers_.size(); ++j) {
        const Mask last = layers_[j - 1];
        for (Mask m = layers_[j]; m; m &= m - 1) {
            const int u = lowest_cell(m);
            const auto& jumps = shape_.jumps(u);
            int chosen = 0;
            for (std::size_t i = 0; i < jumps.size(); ++i) {
                const Mask to = jumps[i];
                if ((to & before) || !(to & last)) continue;
                const Mask in_last = to & last;
                const bool one_way = cell_count(in_last) == 1 && (in_last & only_way_[j - 1]);
                if (chosen == 0 || one_way) chosen = static_cast<int>(i) + 1;
                if (one_way) break;
            }
            board.values[static_cast<std::size_t>(u)] = chosen;
        }
        before |= last;
    }
    // Cells left out keep out: a magnitude that lands on no placed cell, or
    // failing that none before the deepest layer.
    for (Mask m = shape_.all & ~placed; m; m &= m - 1) {
        const int u = lowest_cell(m);
        const auto& jumps = shape_.jumps(u);
        int chosen = 0;
        for (std::size_t i = 0; i < jumps.size() && chosen == 0; ++i)
            if (!(jumps[i] & placed)) chosen = static_cast<int>(i) + 1;
        for (std::size_t i = 0; i < jumps.size() && chosen == 0; ++i)
            if (!(jumps[i] & (placed & ~layers_.back()))) chosen = static_cast<int>(i) + 1;
        board.values[static_cast<std::size_t>(u)] = chosen;
    }
    const Mask deepest = q.unique ? only_way_.back() : layers_.back();
    const int start = shape_.start >= 0 ? shape_.start : lowest_cell(deepest);
    board.start = board.cell(start);
    board.description = {fmt::format("the hardest {}: a maze that needs {} moves", q.describe(), layers_.size() - 1)};
    return board;
}

}  // namespace

void check_hardest_witness(const JumpHardestQuestion& q, const JumpBoard& board, int moves) {
    const JumpSearchResult solved = solve_jump_shortest(board);
    const bool agrees = !solved.paths.empty() && solved.paths.front().moves() == moves &&
                        (!q.unique || solved.count == PathCount(1)) && check_jump_path(board, solved.paths.front().cells).valid;
    bool deepest = true;
    if (!q.start && !q.unique) {
        const std::vector<int> distance = jump_distances_to_goal(board);
        deepest = *std::max_element(distance.begin(), distance.end()) == moves;
    }
    if (!agrees || !deepest)
        throw std::logic_error(fmt::format("the hardest {}: the solver does not confirm the maze found at {} moves:\n{}",
                                           q.describe(), moves, write_jump_board(board)));
}

namespace {

std::string unit_text(const JumpHardestUnit& unit) {
    return fmt::format("{} {} {}", unit.found ? 1 : 0, unit.nodes, unit.witness ? jump_witness_text(*unit.witness) : "-");
}

JumpHardestUnit unit_from_text(const JumpHardestQuestion& q, int moves, std::uint64_t item, const std::string& text) {
    JumpHardestUnit unit;
    unit.moves = moves;
    unit.item = item;
    std::istringstream in(text);
    int found = 0;
    in >> found >> unit.nodes;
    unit.found = found == 1;
    std::string rest;
    std::getline(in >> std::ws, rest);
    if (unit.found) unit.witness = jump_witness_from_text(q, rest);
    return unit;
}

}  // namespace

std::string JumpHardestQuestion::describe() const {
    return fmt::format("{}x{}, goal {}, start {}{}{}", rows, cols, to_string(goal), start ? to_string(*start) : "free",
                       unique ? ", unique" : "", max_value > 0 ? fmt::format(", values up to {}", max_value) : "");
}

std::uint64_t JumpHardestResult::nodes() const {
    std::uint64_t total = 0;
    for (const JumpHardestUnit& unit : units) total += unit.nodes;
    return total;
}

std::vector<JumpHardestItem> jump_hardest_items(const JumpHardestQuestion& question) {
    const Shape shape(question);
    const Mask goal = cell_bit(shape.goal);
    const Choices root = choices(shape, 0, goal, goal);
    const auto kept = symmetries(shape);
    std::vector<JumpHardestItem> items;
    // Every first layer: the cells that must join it, and any of those that may.
    for (Mask extra = 0;; extra = (extra - root.may) & root.may) {
        const Mask layer = root.must | extra;
        bool least = layer != 0;
        for (const auto& to : kept) least = least && image(to, layer) >= layer;
        if (least) items.push_back({layer});
        if (extra == root.may) break;
    }
    return items;
}

std::string jump_witness_text(const JumpBoard& board) {
    return fmt::format("start {},{} values {}", board.start.row, board.start.col, fmt::join(board.values, " "));
}

std::optional<JumpBoard> jump_witness_from_text(const JumpHardestQuestion& q, const std::string& text) {
    std::istringstream in(text);
    std::string word, start;
    if (!(in >> word) || word != "start" || !(in >> start) || !(in >> word) || word != "values") return std::nullopt;
    const auto cell = parse_cell(start);
    JumpBoard board;
    board.rows = q.rows;
    board.cols = q.cols;
    board.goal = q.goal;
    if (!cell || !board.contains(*cell)) return std::nullopt;
    board.start = *cell;
    int v = 0;
    while (in >> v) board.values.push_back(v);
    if (!in.eof() || board.values.size() != static_cast<std::size_t>(q.cells())) return std::nullopt;
    for (int u = 0; u < q.cells(); ++u) {
        const int most = u == board.goal_index() ? 0 : jump_largest_magnitude(q.rows, q.cols, board.cell(u), q.max_value);
        if (board.value(u) < (u == board.goal_index() ? 0 : 1) || board.value(u) > most) return std::nullopt;
    }
    board.description = {fmt::format("the hardest {}", q.describe())};
    return board;
}

std::string jump_hardest_units_problem(const JumpHardestQuestion& q, std::size_t items, const Shard& shard,
                                       const std::vector<JumpHardestUnit>& units) {
    std::map<std::pair<int, std::uint64_t>, bool> seen;  // (moves, item) -> found
    std::map<std::uint64_t, int> found_at;               // item -> the depth it was found at
    int lowest = q.cells();
    for (const JumpHardestUnit& unit : units) {
        if (unit.item >= items || !shard.owns(unit.item) || unit.moves < 1 || unit.moves >= q.cells())
            return fmt::format("a unit ({} moves, item {}) this run does not have", unit.moves, unit.item);
        if (!seen.emplace(std::pair{unit.moves, unit.item}, unit.found).second)
            return fmt::format("the unit of {} moves, item {}, twice", unit.moves, unit.item);
        if (unit.found && !found_at.emplace(unit.item, unit.moves).second)
            return fmt::format("item {} found at two depths", unit.item);
        lowest = std::min(lowest, unit.moves);
    }
    for (const auto& [key, found] : seen)
        if (const auto at = found_at.find(key.second); at != found_at.end() && key.first < at->second)
            return fmt::format("item {} searched at {} moves, below the {} it was found at", key.second, key.first, at->second);
    // Every depth above the lowest: each item owned and not found higher searched.
    for (int moves = q.cells() - 1; moves > lowest; --moves)
        for (std::uint64_t item = 0; item < items; ++item) {
            if (!shard.owns(item)) continue;
            if (const auto at = found_at.find(item); at != found_at.end() && at->second > moves) continue;
            if (!seen.count({moves, item}))
                return fmt::format(
                    "no unit of {} moves for item {}, yet units of {} moves: the depths above the "
                    "lowest are not all searched",
                    moves, item, lowest);
        }
    return "";
}

void check_hardest_question(const JumpHardestQuestion& q, int most_cells) {
    if (q.rows < 1 || q.cols < 1 || q.cells() < 2 || q.cells() > most_cells)
        throw std::invalid_argument(
            fmt::format("the hardest maze: boards of 2 to {} cells, not {}x{}", most_cells, q.rows, q.cols));
    JumpBoard probe;
    probe.rows = q.rows;
    probe.cols = q.cols;
    if (!probe.contains(q.goal) || (q.start && (!probe.contains(*q.start) || *q.start == q.goal)))
        throw std::invalid_argument("the hardest maze: the goal and the start must be two cells of the board");
}

JumpHardestResult prove_hardest_jump(const JumpHardestQuestion& q, const JumpHardestOptions& options) {
    check_hardest_question(q);
    const Shape shape(q);
    const std::vector<JumpHardestItem> items = jump_hardest_items(q);
    const Mask goal = cell_bit(shape.goal);
    const Choices root = choices(shape, 0, goal, goal);

    JumpHardestResult result;
    result.items = items.size();
    std::map<std::pair<int, std::uint64_t>, JumpHardestUnit> done;
    for (const JumpHardestUnit& unit : options.done) done[{unit.moves, unit.item}] = unit;
    std::vector<JumpHardestUnit> finished;  // this run's and the checkpoint's, in order
    std::vector<bool> item_found(items.size(), false);
    const int floor = std::max(1, options.at_least);

    for (int moves = shape.cells - 1; moves >= floor; --moves) {
        std::vector<std::uint64_t> pending;
        for (std::uint64_t item = 0; item < items.size(); ++item)
            if (options.shard.owns(item) && !item_found[item]) pending.push_back(item);
        if (pending.empty()) break;
        bool any = false;
        for (std::size_t from = 0; from < pending.size(); from += options.batch_units) {
            const std::size_t to = std::min(pending.size(), from + options.batch_units);
            std::vector<std::uint64_t> todo;
            for (std::size_t i = from; i < to; ++i)
                if (!done.count({moves, pending[i]})) todo.push_back(pending[i]);
            const auto searched = run_split(todo.size(), Shard{}, [&](std::uint64_t k) {
                const std::uint64_t item = todo[k];
                LayerSearch search(shape, moves, options.memo_states);
                JumpHardestUnit unit;
                unit.found = search.run(items[item].first_layer, items[item].first_layer & root.unique);
                unit.nodes = search.nodes();
                if (unit.found) unit.witness = search.witness();
                return unit_text(unit);
            });
            for (const auto& [k, text] : searched) done[{moves, todo[k]}] = unit_from_text(q, moves, todo[k], text);
            for (std::size_t i = from; i < to; ++i) {
                JumpHardestUnit unit = done.at({moves, pending[i]});
                unit.moves = moves;
                unit.item = pending[i];
                if (unit.found) {
                    if (!unit.witness) throw std::logic_error("the hardest maze: a unit found a maze but holds none");
                    check_hardest_witness(q, *unit.witness, moves);
                    item_found[pending[i]] = true;
                    any = true;
                    if (result.moves < moves) {
                        result.moves = moves;
                        result.witness = unit.witness;
                    }
                }
                finished.push_back(unit);
            }
            if (options.on_batch) options.on_batch(finished);
        }
        if (options.at_least == 0 && any) break;
    }
    result.units = std::move(finished);
    return result;
}

}  // namespace puzzlebox
