// Node and time limits shared by every search: a search that hits one stops
// cleanly, restores its problem, and reports itself as partial.
#pragma once

#include <chrono>
#include <cstdint>
#include <limits>
#include <string>

namespace puzzlebox {

struct SearchLimits {
    std::uint64_t max_nodes = std::numeric_limits<std::uint64_t>::max();
    double time_limit_seconds = 0;  // 0: none
};

enum class SearchOutcome {
    complete,    // the whole space asked about was searched
    node_limit,  // stopped by SearchLimits::max_nodes: results are partial
    time_limit,  // stopped by SearchLimits::time_limit_seconds: results are partial
};

// What a solve asks for, in every family.
enum class SearchGoal {
    first,  // one (optimal) solution
    all,    // every solution, listed
    count,  // every solution, counted
};

inline bool is_partial(SearchOutcome outcome) { return outcome != SearchOutcome::complete; }
std::string describe(SearchOutcome outcome);

// Counts nodes and watches the clock (every 1024 nodes, so it costs nothing).
class SearchBudget {
public:
    explicit SearchBudget(const SearchLimits& limits)
        : limits_(limits), started_(std::chrono::steady_clock::now()) {}

    // Counts one node; false once a limit is hit (and from then on).
    bool spend() {
        if (outcome_ != SearchOutcome::complete) return false;
        ++nodes_;
        if (nodes_ > limits_.max_nodes) {
            --nodes_;
            outcome_ = SearchOutcome::node_limit;
            return false;
        }
        if ((nodes_ & 1023) == 0 && limits_.time_limit_seconds > 0 && elapsed_seconds() > limits_.time_limit_seconds) {
            outcome_ = SearchOutcome::time_limit;
            return false;
        }
        return true;
    }

    std::uint64_t nodes() const { return nodes_; }
    SearchOutcome outcome() const { return outcome_; }
    double elapsed_seconds() const {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
    }

private:
    SearchLimits limits_;
    std::chrono::steady_clock::time_point started_;
    std::uint64_t nodes_ = 0;
    SearchOutcome outcome_ = SearchOutcome::complete;
};

}  // namespace puzzlebox
