// The rules of jump_deduce.hpp, and why each is sound (the tests check
// every one against the exhaustive solver on random boards):
// - the walk keeps "the goal can be reached from here without the route";
// - a cell that cannot jump, or whose every jump lands on the route or on
//   such cells, is on no path that avoids the route, and the route only
//   grows while the walk goes on, so it stays crossed out (a trial that
//   fails gives its crossings back with its route);
// - so when one jump is left, every path on from here starts with it;
// - a known way back from the goal ends the walk: the walk and the way
//   together reach the goal, and where they cross, cutting out the loop
//   leaves a path (normal mode asks nothing of the cells visited).
// Expert mode (a sum target) keeps the walk a path and its running sum:
// - a jump is taken onto the goal, or onto a known way to it, only where
//   the sum comes out and the way misses the route;
// - a jump after which the values off the route cannot bring the sum back
//   to the target (even all the negative ones, or all the positive ones,
//   with the goal's) is set aside from here only, as is a jump a trial
//   found leading nowhere: with another route the sum differs, so neither
//   is crossed out for good; a cell that cannot go on at all still is.
#include "solve/jump/jump_deduce.hpp"

#include <algorithm>
#include <cstdlib>
#include <utility>

#include <fmt/format.h>

#include "solve/jump/jump_solver.hpp"
#include "support/index.hpp"

namespace puzzlebox {

std::string_view rule_name(JumpRule rule) {
    switch (rule) {
        case JumpRule::in_sight:
            return "in sight";
        case JumpRule::only_jump:
            return "only jump";
        case JumpRule::dead_ends:
            return "dead ends";
        case JumpRule::work_back:
            return "working back";
        case JumpRule::meet:
            return "meeting in the middle";
        case JumpRule::trial:
            return "trial";
        case JumpRule::search:
            return "search";
    }
    return "?";
}

namespace {

// How a walk from a cell ended.
enum class Walked { goal, stuck, undecided };

// The deepest a trial nests inside another before a search takes over.
constexpr int max_trial_nesting = 64;

class Walker {
public:
    Walker(const JumpBoard& board, JumpRule strongest, const StopCheck& stop)
        : board_(board),
          target_(board.target),
          strongest_(strongest),
          stop_(stop),
          cells_(static_cast<std::size_t>(board.cell_count())),
          seen_(cells_, 0),
          on_route_(cells_, 0),
          crossed_(cells_, 0),
          layer_(cells_, -1),
          toward_(cells_, -1),
          parent_(cells_, unmarked),
          set_aside_(cells_, 0),
          budget_(std::int64_t{jump_trial_looks_per_cell} * board.cell_count()) {
        at(layer_, board_.goal_index()) = 0;
        for (int cell = 0; cell < board.cell_count(); ++cell) add_off_route(cell, 1);
    }

    JumpDeduction run() {
        step_to(board_.start_index());
        look(board_.start_index());
        const Walked walked = walk(0);
        if (walked == Walked::goal) {
            result_.solved = true;
            result_.path = cut_loops(route_);  // (expert mode: the route is a path already)
        } else if (walked == Walked::undecided && strongest_ == JumpRule::search && !stopped_) {
            search();
        }
        result_.stopped = stopped_;
        return std::move(result_);
    }

private:
    void look(int cell) {
        ++result_.looks;
        if (!at(seen_, cell)) {
            at(seen_, cell) = 1;
            ++result_.cells_looked_at;
        }
    }

    void use(JumpRule rule, std::string step) {
        ++at(result_.uses, static_cast<std::size_t>(rule));
        if (rule > result_.hardest || result_.key_step.empty()) {
            result_.hardest = std::max(result_.hardest, rule);
            result_.key_step = std::move(step);
        }
    }

    bool allowed(JumpRule rule) const { return rule <= strongest_; }
    bool over_budget() const { return result_.looks > budget_; }
    // Polled once a step: a 5000x5000 board's walk may take minutes.
    bool stop_now() {
        if (!stopped_ && (++polls_ & 1023) == 0 && stop_.stop()) stopped_ = true;
        return stopped_;
    }

    void cross_out(int cell) {
        at(crossed_, cell) = 1;
        crossed_log_.push_back(cell);
    }

    std::string name(int cell) const { return cell == board_.goal_index() ? "the goal" : to_string(board_.cell(cell)); }

    // Cannot jump: a 0 other than the goal, or every jump off the board.
    bool stuck(int cell) const {
        if (cell == board_.goal_index()) return false;
        bool any = false;
        for_each_jump(board_, cell, [&](int) { any = true; });
        return !any;
    }

    std::vector<int> jumps(int from) {
        std::vector<int> to;
        for_each_jump(board_, from, [&](int cell) {
            look(cell);
            to.push_back(cell);
        });
        return to;
    }

    // The jumps from the route's end not onto the route, a stuck cell, a
    // crossed-out one or one set aside from here (expert mode: the goal too
    // where the sum would not come out, since the walk ends there).
    std::vector<int> open_jumps(const std::vector<int>& landings) const {
        std::vector<int> open;
        for (int cell : landings)
            if (!at(on_route_, cell) && !stuck(cell) && !at(crossed_, cell) && !set_aside_here(cell) &&
                (!target_ || cell != board_.goal_index() || sum_ + board_.value(cell) == *target_))
                open.push_back(cell);
        return open;
    }

    // Expert mode: set aside for the walk's present end only (a new route
    // end, or the same cell reached again by another route, forgets it).
    void set_aside(int cell) { at(set_aside_, cell) = route_version_.back(); }
    bool set_aside_here(int cell) const { return at(set_aside_, cell) == route_version_.back(); }

    // The values off the route: their sums of the negative and of the positive ones.
    void add_off_route(int cell, int sign) {
        const std::int64_t value = board_.value(cell);
        (value < 0 ? off_route_negative_ : off_route_positive_) += sign * value;
    }

    // Expert mode: after a jump onto `cell` (not the goal), whether the
    // values off the route can still bring the sum to the target, ending on
    // the goal: the least and most they can add are all the negative ones
    // and all the positive ones.
    bool sum_reachable_after(int cell) const {
        const std::int64_t goal = board_.value(board_.goal_index()), value = board_.value(cell);
        std::int64_t negative = off_route_negative_, positive = off_route_positive_;
        for (const std::int64_t v : {goal, value}) (v < 0 ? negative : positive) -= v;
        const std::int64_t need = *target_ - sum_ - value - goal;
        return need >= negative && need <= positive;
    }

    // Expert mode: the known way from `cell` (off the route, layered) to the
    // goal misses the route and brings the sum, with `cell`, to the target
    // (`extra`: the values of cells to be walked before `cell`).
    bool way_fits(int cell, std::int64_t extra = 0) const {
        if (!target_) return true;
        std::int64_t sum = sum_ + extra;
        for (int c = cell; c >= 0; c = at(toward_, c)) {
            if (at(on_route_, c)) return false;
            sum += board_.value(c);
        }
        return sum == *target_;
    }

    // The layers of cells 1..depth jumps from the goal: each cell of the last
    // layer's row and column read, those landing on it kept.
    void work_back_to(int depth) {
        for (int k = back_depth_ + 1; k <= depth; ++k) {
            for (int cell = 0; cell < board_.cell_count(); ++cell) {
                if (at(layer_, cell) != k - 1) continue;
                // Its column above, its row, its column below: reading order.
                const Cell to = board_.cell(cell);
                for (int row = 0; row < to.row; ++row) read_way_in(board_.index(Cell{row, to.col}), cell, k);
                for (int col = 0; col < board_.cols; ++col)
                    if (col != to.col) read_way_in(board_.index(Cell{to.row, col}), cell, k);
                for (int row = to.row + 1; row < board_.rows; ++row) read_way_in(board_.index(Cell{row, to.col}), cell, k);
            }
            back_depth_ = k;
        }
    }

    // `other`, in `cell`'s row or column, read: one jump onto `cell` puts it in layer k.
    void read_way_in(int other, int cell, int k) {
        look(other);
        if (at(layer_, other) >= 0 || other == board_.goal_index()) return;
        if (std::abs(board_.value(other)) == manhattan_distance(board_.cell(other), board_.cell(cell))) {
            at(layer_, other) = k;
            at(toward_, other) = cell;
        }
    }

    // "1,1 to 2,4 to the goal"
    std::string way_in(int cell) const {
        std::string text = name(cell);
        for (int next = at(toward_, cell); next >= 0; next = at(toward_, next)) text += " to " + name(next);
        return text;
    }

    void step_to(int cell) {
        route_.push_back(cell);
        route_version_.push_back(++versions_);
        at(on_route_, cell) = 1;
        sum_ += board_.value(cell);
        add_off_route(cell, -1);
    }
    void step_back() {
        const int cell = route_.back();
        at(on_route_, cell) = 0;
        sum_ -= board_.value(cell);
        add_off_route(cell, 1);
        route_.pop_back();
        route_version_.pop_back();
    }

    // The open jump landing nearest the goal among the layers known (expert
    // mode: whose way fits), if any.
    int nearest_known(const std::vector<int>& open) const {
        int best = -1;
        for (int cell : open)
            if (at(layer_, cell) >= 0 && (best < 0 || at(layer_, cell) < at(layer_, best)) && way_fits(cell)) best = cell;
        return best;
    }

    // A cell of `open` whose every jump lands on the route, a stuck or a
    // crossed-out cell is crossed out; true when one was.
    bool cross_dead_ends(const std::vector<int>& open) {
        bool crossed = false;
        for (int cell : open) {
            if (cell == board_.goal_index()) continue;
            bool way_on = false;
            for (int next : jumps(cell))
                if (!at(on_route_, next) && !stuck(next) && !at(crossed_, next)) way_on = true;
            if (!way_on) {
                cross_out(cell);
                crossed = true;
            } else if (target_ && !sum_reachable_after(cell)) {
                set_aside(cell);
                crossed = true;
            }
        }
        return crossed;
    }

    // A layer at a time, down to jump_work_back_depth, until one holds a
    // cell of `open`: the one nearest the goal, or -1.
    int work_back(const std::vector<int>& open) {
        for (int depth = 2; depth <= jump_work_back_depth; ++depth) {
            work_back_to(depth);
            if (const int cell = nearest_known(open); cell >= 0) return cell;
        }
        return -1;
    }

    // Cells 2..jump_meet_depth jumps ahead of `from`, over open cells, to a
    // known layer: the jumps there, or empty.
    std::vector<int> meet(int from, const std::vector<int>& open) {
        std::vector<int> marked = open;  // parent_ entries to clear
        std::vector<int> frontier = open;
        std::vector<int> ahead;
        for (int cell : open) at(parent_, cell) = from;
        for (int depth = 2; depth <= jump_meet_depth && ahead.empty(); ++depth) {
            std::vector<int> next;
            for (int cell : frontier) {
                for (int to : jumps(cell)) {
                    if (!ahead.empty() || at(parent_, to) != unmarked || to == from || at(on_route_, to) || stuck(to) ||
                        at(crossed_, to))
                        continue;
                    at(parent_, to) = cell;
                    marked.push_back(to);
                    if (at(layer_, to) >= 0 && meets(from, to))
                        for (int c = to; c != from; c = at(parent_, c)) ahead.push_back(c);
                    next.push_back(to);
                }
            }
            frontier = std::move(next);
        }
        for (int cell : marked) at(parent_, cell) = unmarked;
        std::reverse(ahead.begin(), ahead.end());
        return ahead;
    }

    // Expert mode: the jumps ahead from `from` to `to` (by meet's tree) and
    // the known way on from `to` make a path whose sum comes out.
    bool meets(int from, int to) const {
        if (!target_) return true;
        std::int64_t before = 0;  // the cells ahead before `to`
        std::vector<int> ahead;
        for (int c = at(parent_, to); c != from; c = at(parent_, c)) before += board_.value(c), ahead.push_back(c);
        for (int c = at(toward_, to); c >= 0; c = at(toward_, c))
            if (std::find(ahead.begin(), ahead.end(), c) != ahead.end()) return false;
        return way_fits(to, before);
    }

    // Follows the known way from a layered cell to the goal.
    void follow_way_in(int cell) {
        for (int next = at(toward_, cell); next >= 0; next = at(toward_, next)) step_to(next);
    }

    // Walks on from the route's last cell with the rules allowed.
    Walked walk(int nesting) {
        for (;;) {
            const int here = route_.back();
            if (here == board_.goal_index()) return !target_ || sum_ == *target_ ? Walked::goal : Walked::stuck;
            if (at(layer_, here) > 0 && way_fits(at(toward_, here))) {
                follow_way_in(here);
                return Walked::goal;
            }
            if (over_budget() || stop_now()) return Walked::undecided;
            const std::vector<int> landings = jumps(here);
            // In sight: the goal, or one of its ways in.
            if (back_depth_ == 0) work_back_to(1);
            for (int cell : landings) {
                if (at(on_route_, cell) || at(layer_, cell) < 0 || at(layer_, cell) > 1 || !way_fits(cell)) continue;
                use(JumpRule::in_sight, at(layer_, cell) == 0
                                            ? fmt::format("{} jumps onto the goal", name(here))
                                            : fmt::format("{} jumps to {}, which jumps onto the goal", name(here), name(cell)));
                step_to(cell);
                break;
            }
            if (route_.back() != here) continue;
            std::vector<int> open = open_jumps(landings);
            if (open.empty()) return Walked::stuck;
            if (!allowed(JumpRule::only_jump)) return Walked::undecided;
            if (open.size() == 1) {
                use(JumpRule::only_jump, fmt::format("{}'s only jump is to {}", name(here), name(open.front())));
                step_to(open.front());
                continue;
            }
            if (!allowed(JumpRule::dead_ends)) return Walked::undecided;
            if (cross_dead_ends(open)) {
                open = open_jumps(landings);
                if (open.empty()) return Walked::stuck;
                if (open.size() == 1) {
                    use(JumpRule::dead_ends,
                        fmt::format("from {}, every jump but the one to {} ends where no jump is left{}", name(here),
                                    name(open.front()), target_ ? " or where the sum cannot come back" : ""));
                    step_to(open.front());
                    continue;
                }
            }
            if (!allowed(JumpRule::work_back)) return Walked::undecided;
            if (const int cell = work_back(open); cell >= 0) {
                use(JumpRule::work_back, fmt::format("{} jumps to {}, {} jumps from the goal ({})", name(here), name(cell),
                                                     at(layer_, cell), way_in(cell)));
                step_to(cell);
                continue;
            }
            if (!allowed(JumpRule::meet)) return Walked::undecided;
            if (const std::vector<int> ahead = meet(here, open); !ahead.empty()) {
                // "from 4,2, jumps to 3,2 and 3,4 meet the way back: 3,4 to 1,4 to 2,4 to the goal"
                std::string steps;
                for (std::size_t i = 0; i < ahead.size(); ++i)
                    steps += (i == 0 ? "" : i + 1 == ahead.size() ? " and " : ", ") + name(ahead[i]);
                use(JumpRule::meet, fmt::format("from {}, jumps to {} meet the way back from the goal: {}", name(here), steps,
                                                way_in(ahead.back())));
                for (int cell : ahead) step_to(cell);
                continue;
            }
            if (!allowed(JumpRule::trial) || nesting >= max_trial_nesting) return Walked::undecided;
            const Walked tried = try_jump(here, open.front(), nesting);
            if (tried != Walked::stuck) return tried;
        }
    }

    // Tries the jump from `here` to `cell`: the goal, or back to `here` with `cell` crossed out.
    Walked try_jump(int here, int cell, int nesting) {
        const std::size_t route_length = route_.size();
        const std::size_t crossings = crossed_log_.size();
        step_to(cell);
        const Walked walked = walk(nesting + 1);
        if (walked == Walked::goal) {
            use(JumpRule::trial, fmt::format("trying the jump from {} to {} reaches the goal", name(here), name(cell)));
            return walked;
        }
        while (route_.size() > route_length) step_back();
        if (walked == Walked::undecided) return walked;
        // The crossings made inside the trial held for its longer route only.
        while (crossed_log_.size() > crossings) {
            at(crossed_, crossed_log_.back()) = 0;
            crossed_log_.pop_back();
        }
        if (target_) set_aside(cell);
        else cross_out(cell);
        ++result_.trials_failed;
        use(JumpRule::trial, fmt::format("the jump from {} to {} is tried and leads nowhere", name(here), name(cell)));
        return Walked::stuck;
    }

    // Beyond the rules (or their budget): the shortest path.
    // Expert mode's is exhaustive: it runs under the deduction's limits,
    // and one they cut short leaves the deduction stopped.
    void search() {
        const JumpSearchResult shortest =
            target_ ? solve_jump_fewest_with_sum(board_, *target_, {}, stop_.limits()) : solve_jump_shortest(board_);
        if (is_partial(shortest.outcome)) {
            stopped_ = true;
            return;
        }
        if (shortest.paths.empty()) return;
        result_.solved = true;
        result_.path = shortest.paths.front().cells;
        result_.hardest = JumpRule::search;
        ++at(result_.uses, static_cast<std::size_t>(JumpRule::search));
        result_.key_step = "beyond the rules (trial and error past its budget): a search";
    }

    // The walk with every loop cut out (a way back from the goal may cross the route).
    std::vector<Cell> cut_loops(const std::vector<int>& walk) const {
        std::vector<int> kept;
        std::vector<int> position(cells_, -1);
        for (int cell : walk) {
            if (at(position, cell) >= 0) {
                while (kept.back() != cell) {
                    at(position, kept.back()) = -1;
                    kept.pop_back();
                }
                continue;
            }
            at(position, cell) = static_cast<int>(kept.size());
            kept.push_back(cell);
        }
        std::vector<Cell> path;
        for (int cell : kept) path.push_back(board_.cell(cell));
        return path;
    }

    static constexpr int unmarked = -2;

    const JumpBoard& board_;
    std::optional<std::int64_t> target_;  // expert mode's sum
    JumpRule strongest_;
    const StopCheck& stop_;
    std::size_t cells_;
    std::vector<char> seen_, on_route_, crossed_;
    std::vector<int> layer_;                    // jumps from the cell to the goal, where known (-1: not known)
    std::vector<int> toward_;                   // the next cell of that way
    std::vector<int> parent_;                   // meet's lookahead tree (unmarked between calls)
    std::vector<int> crossed_log_;              // crossed_out cells in order, for a failed trial to give back
    std::vector<std::uint64_t> set_aside_;      // expert mode: the route end's version a jump was set aside at
    std::vector<std::uint64_t> route_version_;  // by route position: a number no other step had
    std::uint64_t versions_ = 0;
    std::int64_t sum_ = 0;                                          // the route's values
    std::int64_t off_route_negative_ = 0, off_route_positive_ = 0;  // the values off the route, by sign
    int back_depth_ = 0;                                            // the layers known
    std::uint64_t polls_ = 0;
    bool stopped_ = false;
    std::vector<int> route_;
    std::int64_t budget_;
    JumpDeduction result_;
};

}  // namespace

JumpDeduction deduce_jump(const JumpBoard& board, JumpRule strongest, const StopCheck& stop) {
    if (board.cell_count() == 0) return {};
    return Walker(board, strongest, stop).run();
}

}  // namespace puzzlebox
