// Node and time limits shared by every search: a search that hits one stops
// cleanly, restores its problem, and reports itself as partial.
#pragma once

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>

#include "support/stop_signal.hpp"

namespace puzzlebox {

using SearchClock = std::chrono::steady_clock;

struct SearchLimits {
    std::uint64_t max_nodes = std::numeric_limits<std::uint64_t>::max();
    double time_limit_seconds = 0;  // 0: none
    // When the time limit's clock started; unset: when each search starts.
    // puzzlebox-solve sets it at start-up, so table and database building
    // count against --time-limit too.
    std::optional<SearchClock::time_point> since;
};

enum class SearchOutcome {
    complete,      // the whole space asked about was searched
    node_limit,    // stopped by SearchLimits::max_nodes: results are partial
    time_limit,    // stopped by SearchLimits::time_limit_seconds: results are partial
    interrupted,   // stopped by SIGINT/SIGTERM/SIGHUP (support/stop_signal.hpp): results are partial
    memory_limit,  // a phase's memory would pass --max-memory, so it was not begun: results are partial
};

inline bool is_partial(SearchOutcome outcome) { return outcome != SearchOutcome::complete; }
std::string describe(SearchOutcome outcome);

// Why a stop request came: a tool's own --time-limit clock (SIGALRM,
// support/stop_signal.hpp's stop_after) or a signal from outside.
inline SearchOutcome stop_outcome() { return stop_signal() == SIGALRM ? SearchOutcome::time_limit : SearchOutcome::interrupted; }

// Whether to stop now for the time limit (measured from limits.since, else
// from `started`) or a stop signal; complete: go on.
inline SearchOutcome clock_outcome(const SearchLimits& limits, SearchClock::time_point started) {
    if (stop_requested()) return stop_outcome();
    if (limits.time_limit_seconds > 0 &&
        std::chrono::duration<double>(SearchClock::now() - limits.since.value_or(started)).count() > limits.time_limit_seconds)
        return SearchOutcome::time_limit;
    return SearchOutcome::complete;
}

// Polled by phases that count no nodes (breadth-first tables, pattern
// databases, eliminations, information sets): the time limit and stop
// signals. Thread-safe; the first reason sticks.
class StopCheck {
public:
    StopCheck() : started_(SearchClock::now()) {}  // stop signals only
    explicit StopCheck(const SearchLimits& limits) : limits_(limits), started_(SearchClock::now()) {}

    bool stop() const {
        if (why_.load(std::memory_order_relaxed) != 0) return true;
        const SearchOutcome why = clock_outcome(limits_, started_);
        if (why == SearchOutcome::complete) return false;
        int none = 0;
        why_.compare_exchange_strong(none, static_cast<int>(why));
        return true;
    }
    SearchOutcome outcome() const { return static_cast<SearchOutcome>(why_.load()); }
    // The limits it holds, for a search it hands the work on to.
    const SearchLimits& limits() const { return limits_; }

private:
    SearchLimits limits_;
    SearchClock::time_point started_;
    mutable std::atomic<int> why_{0};
};

// A phase stopped by a limit before it had anything to give (a table or
// database half built): thrown through it, caught where the search's
// partial result is made.
class SearchStopped : public std::runtime_error {
public:
    SearchStopped(SearchOutcome why, const std::string& during)
        : std::runtime_error(describe(why) + " while " + during), outcome(why), phase(during) {}
    SearchOutcome outcome;
    std::string phase;
};

// What a solve asks for, in every family.
enum class SearchGoal {
    first,  // one (optimal) solution
    all,    // every solution, listed
    count,  // every solution, counted
};

// Counts nodes and watches the clock and stop signals (every 1024 nodes, so
// it costs nothing).
class SearchBudget {
public:
    explicit SearchBudget(const SearchLimits& limits) : limits_(limits), started_(SearchClock::now()), last_check_(started_) {}

    // Counts one node; false once a limit is hit (and from then on).
    bool spend() {
        if (outcome_ != SearchOutcome::complete) return false;
        ++nodes_;
        if (nodes_ > limits_.max_nodes) {
            --nodes_;
            outcome_ = SearchOutcome::node_limit;
            return false;
        }
        if (nodes_ >= next_check_) {
            // Read the clock about every millisecond: every 1024 nodes when
            // nodes are cheap, every node when each costs a flood fill of a
            // million cells.
            const auto now = SearchClock::now();
            const auto gap = now - last_check_;
            if (gap < std::chrono::microseconds(500) && interval_ < 1024) interval_ *= 2;
            else if (gap > std::chrono::milliseconds(2) && interval_ > 1) interval_ /= 2;
            last_check_ = now;
            next_check_ = nodes_ + interval_;
            return check_clock();
        }
        return true;
    }
    // The clock and stop signals alone (phases that count no nodes); false once stopped.
    bool check_clock() {
        if (outcome_ != SearchOutcome::complete) return false;
        outcome_ = clock_outcome(limits_, started_);
        return outcome_ == SearchOutcome::complete;
    }
    // Go on from `nodes` already spent (a search resumed from a checkpoint:
    // the node limit counts them).
    void resume_from(std::uint64_t nodes) {
        nodes_ = nodes;
        next_check_ = nodes + 1;
    }
    // A phase that learnt of a limit by itself.
    void stop(SearchOutcome why) {
        if (outcome_ == SearchOutcome::complete) outcome_ = why;
    }

    std::uint64_t nodes() const { return nodes_; }
    SearchOutcome outcome() const { return outcome_; }
    double elapsed_seconds() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count(); }

private:
    SearchLimits limits_;
    SearchClock::time_point started_, last_check_;
    std::uint64_t nodes_ = 0, next_check_ = 1, interval_ = 1;
    SearchOutcome outcome_ = SearchOutcome::complete;
};

}  // namespace puzzlebox
