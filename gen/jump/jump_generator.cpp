// Simulated annealing over jump mazes. A step redraws one cell's value; the
// energy is 64 per broken guarantee unit minus 16 per move of the objective,
// and a worse board is accepted with probability T / (T + dE), T falling
// linearly to 0 over the restart: integer arithmetic only, so a seed gives
// the same boards on any compiler.
#include "gen/jump/jump_generator.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

#include <fmt/format.h>

#include "analyze/jump/jump_difficulty.hpp"
#include "analyze/jump/jump_grade.hpp"
#include "analyze/jump/jump_graph.hpp"
#include "distributed/restart_waves.hpp"
#include "gen/jump/jump_evaluator.hpp"
#include "puzzles/jump/jump_random.hpp"
#include "puzzles/jump/jump_validate.hpp"
#include "solve/jump/jump_solver.hpp"
#include "support/counted.hpp"
#include "support/index.hpp"
#include "support/memory_budget.hpp"
#include "support/progress.hpp"
#include "support/stop_signal.hpp"

namespace puzzlebox {

namespace {

constexpr std::int64_t penalty_weight = 64;
constexpr std::int64_t move_weight = 16;

// What the expensive expert-mode search says about a board.
struct ExpertScore {
    bool settled = false;     // the search finished within its budget
    std::uint64_t paths = 0;  // sum-target paths counted (stops at 2 when only uniqueness matters)
    int fewest_moves = 0;     // of the fewest-move such path
};

// Cells other than the goal with room to jump (none on a 1x1 board).
int cells_that_move(const JumpGenOptions& options) {
    int cells = 0;
    const Cell goal = options.goal.value_or(default_jump_goal(options.rows, options.cols));
    for (int r = 0; r < options.rows; ++r)
        for (int c = 0; c < options.cols; ++c)
            cells += Cell{r, c} != goal && jump_room(options.rows, options.cols, Cell{r, c}) > 0;
    return cells;
}

class Annealer {
public:
    Annealer(const JumpGenOptions& options, Random& random) : options_(options), random_(random) {}

    JumpGenResult run() {
        JumpGenResult result;
        if (cells_that_move(options_) == 0) return result;  // a 1x1 board
        // A stop request (Ctrl-C, gen --time-limit) ends the search with the
        // best board found so far.
        int restart = 0;
        for (; restart < options_.restarts && !stop_requested(); ++restart) {
            if (!run_restart(result)) {
                result.cut_short = true;
                break;
            }
            if (done(result)) {
                restart = options_.restarts;
                break;
            }
        }
        if (restart < options_.restarts) result.cut_short = true;
        if (stop_signal() != 0) finish_after_stop();  // what follows (measuring the best board) is not a search
        return result;
    }

    // One restart: a random board, then annealing; the best board kept in
    // `result` (best_energy() its energy). False when a stop request cut it.
    bool run_restart(JumpGenResult& result) {
        {
            ++result.effort.restarts;
            board_ = random_jump_board(options_, random_);
            if (wants_expert()) board_.target = options_.expert_target;  // the deduction keeps the sum
            if (options_.free_start && !start_parity_allows_target(board_.start)) board_.start = random_start();
            std::int64_t energy = evaluate(result.effort);
            if (stop_requested()) return false;  // its searches were cut short: the value is not the board's
            consider(energy, result);
            for (int step = 0; step < options_.iterations; ++step) {
                if (done(result) || stop_requested()) break;
                ++result.effort.iterations;
                const std::int64_t temperature =
                    std::int64_t{options_.temperature} * (options_.iterations - step) / options_.iterations;
                const Cell old_start = board_.start;
                int cell = -1, old_value = 0;
                if (options_.free_start && random_.below(16) == 0) {
                    board_.start = random_start();
                } else {
                    cell = random_cell();
                    old_value = at(board_.values, cell);
                    at(board_.values, cell) = random_value(board_.cell(cell), old_value);
                }
                const std::int64_t candidate = evaluate(result.effort);
                if (stop_requested()) break;
                const std::int64_t delta = candidate - energy;
                const bool accept =
                    delta <= 0 || (temperature > 0 && random_.below(static_cast<std::uint32_t>(temperature + delta)) <
                                                          static_cast<std::uint32_t>(temperature));
                if (!accept) {
                    board_.start = old_start;
                    if (cell >= 0) at(board_.values, cell) = old_value;
                    continue;
                }
                energy = candidate;
                consider(energy, result);
            }
        }
        return !stop_requested();
    }

    std::int64_t best_energy() const { return best_energy_; }

private:
    bool done(const JumpGenResult& result) const { return options_.objective == JumpObjective::none && result.board; }

    // Generated goals hold 0, so a path's sum has the parity of the start-goal
    // Manhattan distance (docs/jump.md): a free start keeps the target's parity.
    bool start_parity_allows_target(Cell start) const {
        return !wants_expert() || sum_parity_allows(start, board_.goal, options_.expert_target);
    }

    Cell random_start() {
        for (;;) {
            const Cell start = board_.cell(random_cell());
            if (start_parity_allows_target(start)) return start;
        }
    }

    int random_cell() {
        const int goal = board_.goal_index();
        for (;;) {
            const int cell = static_cast<int>(random_.below(static_cast<std::uint32_t>(board_.cell_count())));
            if (cell != goal && jump_room(board_.rows, board_.cols, board_.cell(cell)) > 0) return cell;
        }
    }

    int max_magnitude(Cell cell) const { return jump_largest_magnitude(board_.rows, board_.cols, cell, options_.max_value); }

    // A different value: a new magnitude when there is a choice, else the other
    // sign. With a sum target, one step in four only flips the sign, which
    // leaves the normal-mode maze as it is.
    int random_value(Cell cell, int old_value) {
        const int largest = max_magnitude(cell);
        if (largest == 1 || (wants_expert() && random_.below(4) == 0)) return -old_value;
        int magnitude = random_.between(1, largest - 1);
        if (magnitude >= std::abs(old_value)) ++magnitude;
        return random_.coin() ? magnitude : -magnitude;
    }

    bool wants_expert() const { return options_.expert || options_.unique_expert; }

    ExpertScore expert_score(JumpGenEffort& effort) const {
        ++effort.expert_checks;
        const SearchLimits limits{options_.expert_max_nodes, 0, {}};
        ExpertScore score;
        if (options_.unique_expert) {
            const JumpSearchResult all = find_all_jump_paths(board_, options_.expert_target, true, {}, limits, 2);
            if (is_partial(all.outcome)) return score;
            score.settled = true;
            score.paths = all.paths.size();
            if (!all.paths.empty()) score.fewest_moves = all.paths.front().moves();
            return score;
        }
        const JumpSearchResult fewest = solve_jump_fewest_with_sum(board_, options_.expert_target, {}, limits);
        if (is_partial(fewest.outcome)) return score;
        score.settled = true;
        score.paths = fewest.paths.empty() ? 0 : 1;
        if (!fewest.paths.empty()) score.fewest_moves = fewest.paths.front().moves();
        return score;
    }

    // Broken guarantee units of the normal-mode score.
    std::int64_t normal_penalty() const {
        const JumpScore& s = score_;
        if (!s.solvable) return 4 + s.reachable;
        std::int64_t penalty = options_.allow_dead ? 0 : s.dead;
        if (options_.unique) penalty += std::min<std::int64_t>(s.count - 1, 8);
        penalty += std::max(0, options_.min_moves - s.moves);
        if (options_.max_moves > 0) penalty += std::max(0, s.moves - options_.max_moves);
        return penalty;
    }

    bool wants_grade() const { return options_.grade.low > 0 || options_.grade.bounded(); }

    // Broken guarantee units of the grade: one per half grade outside the
    // band (a grade is a doubling of the wandering solver's jumps). Asked
    // only of a board that meets the normal guarantees; an expert grade that
    // its counts cannot settle within the expert budget counts 4.
    std::int64_t grade_penalty() const {
        std::optional<double> grade;
        if (wants_expert())
            grade = jump_expert_grade(board_, options_.expert_target, SearchLimits{options_.expert_max_nodes, 0, {}});
        else grade = jump_grade(board_);
        if (!grade) return 4;
        const double off = std::max(options_.grade.low - *grade, *grade - options_.grade.high);
        return off <= 0 ? 0 : static_cast<std::int64_t>(std::ceil(2 * off));
    }

    // Broken guarantee units of the deduction's score: four a level (one a
    // quarter of a level) outside the band. Asked only of a solvable board.
    // Expert mode: the rules up to trial only (a board beyond them is beyond
    // every level, and the search after them is an exhaustive one).
    std::int64_t score_penalty() const {
        const JumpDeduction deduction = deduce_jump(board_, wants_expert() ? JumpRule::trial : JumpRule::search);
        if (!deduction.solved) return 4;
        const double score = jump_deduction_score(deduction, board_.cell_count());
        const double off = std::max(options_.score->low - score, score - options_.score->high);
        return off <= 0 ? 0 : static_cast<std::int64_t>(std::ceil(4 * off));
    }

    std::int64_t evaluate(JumpGenEffort& effort) {
        score_ = evaluator_.evaluate(board_);
        penalty_ = normal_penalty();
        if (wants_grade() && (penalty_ == 0 || (score_.solvable && !wants_expert()))) penalty_ += grade_penalty();
        if (options_.score && score_.solvable) penalty_ += score_penalty();
        expert_.reset();
        if (options_.objective == JumpObjective::expert_path) {
            // The objective needs the expert search at every step; only where the
            // normal guarantees hold, to spend it on boards that can be kept.
            if (penalty_ > 0) return penalty_weight * (penalty_ + 3);
            expert_ = expert_score(effort);
            const std::int64_t expert_penalty = !expert_->settled                                ? 3
                                                : expert_->paths == 0                            ? 2
                                                : (options_.unique_expert && expert_->paths > 1) ? 1
                                                                                                 : 0;
            return penalty_weight * expert_penalty - move_weight * (expert_penalty == 0 ? expert_->fewest_moves : 0);
        }
        const std::int64_t reward = options_.objective == JumpObjective::shortest ? move_weight * score_.moves : 0;
        return penalty_weight * penalty_ - reward;
    }

    // Keeps the current board if it meets every guarantee and beats the best so far.
    void consider(std::int64_t energy, JumpGenResult& result) {
        if (penalty_ > 0) return;
        if (result.board && energy >= best_energy_) return;
        if (wants_expert() && !expert_) expert_ = expert_score(result.effort);
        if (expert_) {
            if (!expert_->settled || expert_->paths == 0) return;
            if (options_.unique_expert && expert_->paths != 1) return;
            if (expert_->fewest_moves < options_.min_expert_moves) return;
        }
        best_energy_ = energy;
        result.board = board_;
    }

    const JumpGenOptions& options_;
    Random& random_;
    JumpBoard board_;
    JumpEvaluator evaluator_;
    JumpScore score_;
    std::int64_t penalty_ = 0;
    std::optional<ExpertScore> expert_;
    std::int64_t best_energy_ = 0;
};

}  // namespace

JumpBoard jump_shape(const JumpGenOptions& options) {
    JumpBoard shape;
    shape.rows = options.rows;
    shape.cols = options.cols;
    shape.start = options.start.value_or(default_jump_start(options.rows, options.cols));
    shape.goal = options.goal.value_or(default_jump_goal(options.rows, options.cols));
    if (options.expert || options.unique_expert) shape.target = options.expert_target;
    shape.values.assign(static_cast<std::size_t>(shape.cell_count()), 0);
    return shape;
}

JumpBoard random_jump_board(const JumpGenOptions& options, Random& random) {
    return random_jump_values(jump_shape(options), options.max_value, random);
}

namespace {

// A restart's outcome as text, for the processes of an MPI run to swap.
struct RestartOutcome {
    JumpGenResult result;
    std::int64_t energy = 0;
    bool finished = false;
};

std::string encode_outcome(const RestartOutcome& o) {
    std::ostringstream out;
    out << o.finished << ' ' << o.energy << ' ' << o.result.effort.restarts << ' ' << o.result.effort.iterations << ' '
        << o.result.effort.expert_checks << ' ' << o.result.board.has_value();
    if (const auto& b = o.result.board) {
        out << ' ' << b->rows << ' ' << b->cols << ' ' << b->start.row << ' ' << b->start.col << ' ' << b->goal.row << ' '
            << b->goal.col << ' ' << b->target.has_value() << ' ' << b->target.value_or(0);
        for (int v : b->values) out << ' ' << v;
    }
    return out.str();
}

RestartOutcome decode_outcome(const std::string& text) {
    std::istringstream in(text);
    RestartOutcome o;
    bool has_board = false;
    in >> o.finished >> o.energy >> o.result.effort.restarts >> o.result.effort.iterations >> o.result.effort.expert_checks >>
        has_board;
    if (has_board) {
        JumpBoard b;
        bool has_target = false;
        std::int64_t target = 0;
        in >> b.rows >> b.cols >> b.start.row >> b.start.col >> b.goal.row >> b.goal.col >> has_target >> target;
        if (has_target) b.target = target;
        b.values.resize(static_cast<std::size_t>(b.rows) * static_cast<std::size_t>(b.cols));
        for (int& v : b.values) in >> v;
        o.result.board = std::move(b);
    }
    return o;
}

}  // namespace

JumpGenResult generate_jump_board(const JumpGenOptions& options, Random& random) {
    // Each thread anneals its own board with its own evaluator, and keeps its
    // best board; the run keeps the best of all (values: 4 bytes a cell).
    const auto cells = static_cast<std::uint64_t>(options.rows) * static_cast<std::uint64_t>(options.cols);
    const auto workers = static_cast<std::uint64_t>(std::max(1, options.threads));
    check_memory(cells * (workers * (JumpEvaluator::bytes_per_cell + 3 * sizeof(int)) + sizeof(int)),
                 fmt::format("generating {}x{} jump mazes on {}", options.rows, options.cols, counted(workers, "thread")));
    if (options.sequential_restarts) return Annealer(options, random).run();
    // Restart 0 draws from the board's own stream, as it always did (a board
    // the first restart finds is the one published seeds name); restart r > 0
    // from stream r of a seed drawn from a copy of it. They run in waves of
    // `threads` (under MPI, `threads` on each process: distributed/
    // restart_waves.hpp); the best board is the lowest energy, the lower
    // restart on a tie (as one stream through them would keep it), and with
    // no objective the first restart that found one, its effort counted up
    // to it: the same board and boards.csv row for any thread and process count.
    Random origin = random;
    const std::uint64_t seed = std::uint64_t{origin.next()} << 32 | origin.next();
    std::vector<RestartOutcome> outcomes(static_cast<std::size_t>(options.restarts));
    if (cells_that_move(options) == 0) return {};  // a 1x1 board
    JumpGenResult merged;
    std::optional<std::int64_t> best_energy;
    Progress progress("restarts of this board", static_cast<std::uint64_t>(options.restarts), "restarts", 1.0);
    RestartWaves waves;
    waves.count = options.restarts;
    waves.per_process = std::max(1, options.threads);
    waves.run = [&](int restart) {
        Random stream(seed, static_cast<std::uint64_t>(restart));
        Annealer annealer(options, restart == 0 ? random : stream);
        RestartOutcome& outcome = at(outcomes, restart);
        outcome.finished = annealer.run_restart(outcome.result);
        outcome.energy = annealer.best_energy();
    };
    waves.encode = [&](int restart) { return encode_outcome(at(outcomes, restart)); };
    waves.decode = [&](int restart, const std::string& line) { at(outcomes, restart) = decode_outcome(line); };
    waves.before_wave = [&](int wave) {
        progress.update(static_cast<std::uint64_t>(wave),
                        merged.board ? fmt::format("best so far {} moves", *best_energy <= 0 ? -*best_energy / move_weight : 0)
                                     : "none found yet");
    };
    waves.merge = [&](int begin, int end) {
        for (int restart = begin; restart < end; ++restart) {
            RestartOutcome& outcome = at(outcomes, restart);
            if (!outcome.finished) merged.cut_short = true;
            merged.effort.restarts += outcome.result.effort.restarts;
            merged.effort.iterations += outcome.result.effort.iterations;
            merged.effort.expert_checks += outcome.result.effort.expert_checks;
            if (outcome.result.board && (!best_energy || outcome.energy < *best_energy)) {
                best_energy = outcome.energy;
                merged.board = std::move(outcome.result.board);
            }
            outcome.result.board.reset();  // only the best is kept
            if (options.objective == JumpObjective::none && merged.board) return true;
        }
        return false;
    };
    const int reached = run_restart_waves(waves);
    if (reached < options.restarts) merged.cut_short = true;  // waves left when the stop came
    if (stop_signal() != 0) finish_after_stop();
    return merged;
}

std::optional<std::string> recheck_jump_board(const JumpBoard& board, const JumpGenOptions& options) {
    const JumpSearchResult shortest = solve_jump_shortest(board);
    if (shortest.paths.empty()) return "no solution";
    const JumpPathCheck check = check_jump_path(board, shortest.paths.front().cells);
    if (!check.valid) return "its shortest solution fails the validator: " + check.problem;
    if (shortest.paths.front().moves() < options.min_moves)
        return fmt::format("shortest solution {} moves, fewer than {}", shortest.paths.front().moves(), options.min_moves);
    if (options.max_moves > 0 && shortest.paths.front().moves() > options.max_moves)
        return fmt::format("shortest solution {} moves, more than {}", shortest.paths.front().moves(), options.max_moves);
    if (options.unique && shortest.count != PathCount(1))
        return fmt::format("{} shortest solutions, not one", shortest.count.to_string());
    if (!options.allow_dead) {
        const int dead = measure_jump_graph(board).dead_cells;
        if (dead > 0) return fmt::format("{} dead cells", dead);
    }
    if (options.unique_expert) {
        const JumpSearchResult all = find_all_jump_paths(board, options.expert_target, true, {}, {}, 2);
        if (all.paths.size() != 1) return fmt::format("{} paths sum to {}, not one", all.paths.size(), options.expert_target);
        const JumpPathCheck expert_check = check_jump_path(board, all.paths.front().cells, options.expert_target);
        if (!expert_check.valid) return "its sum-target path fails the validator: " + expert_check.problem;
        if (all.paths.front().moves() < options.min_expert_moves)
            return fmt::format("its path summing to {} has {} moves, fewer than {}", options.expert_target,
                               all.paths.front().moves(), options.min_expert_moves);
    } else if (options.expert) {
        const JumpSearchResult fewest = solve_jump_fewest_with_sum(board, options.expert_target);
        if (fewest.paths.empty()) return fmt::format("no path sums to {}", options.expert_target);
        if (fewest.paths.front().moves() < options.min_expert_moves)
            return fmt::format("its fewest-move path summing to {} has {} moves, fewer than {}", options.expert_target,
                               fewest.paths.front().moves(), options.min_expert_moves);
        const JumpPathCheck expert_check = check_jump_path(board, fewest.paths.front().cells, options.expert_target);
        if (!expert_check.valid) return "its sum-target path fails the validator: " + expert_check.problem;
    }
    if (options.score) {
        const JumpDeduction deduction = deduce_jump(board);
        if (!deduction.solved) return "the deduction finds no path";
        const JumpPathCheck deduced = check_jump_path(board, deduction.path);
        if (!deduced.valid) return "the deduction's path fails the validator: " + deduced.problem;
        const double score = jump_deduction_score(deduction, board.cell_count());
        if (!options.score->holds(score)) return fmt::format("score {:.2f}, outside {}", score, to_string(*options.score));
    }
    if (options.grade.low > 0 || options.grade.bounded()) {
        const auto grade =
            options.expert || options.unique_expert ? jump_expert_grade(board, options.expert_target) : jump_grade(board);
        if (!grade) return "no grade";
        if (!options.grade.holds(*grade)) return fmt::format("grade {:.2f}, outside {}", *grade, to_string(options.grade));
    }
    return std::nullopt;
}

}  // namespace puzzlebox
