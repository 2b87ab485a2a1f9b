// Text for search outcomes, and PathCount's decimal form.
#include "solve/search_limits.hpp"

#include "solve/path_count.hpp"

namespace puzzlebox {

std::string describe(SearchOutcome outcome) {
    switch (outcome) {
        case SearchOutcome::complete:
            return "complete";
        case SearchOutcome::node_limit:
            return "stopped by the node limit";
        case SearchOutcome::time_limit:
            return "stopped by the time limit";
        case SearchOutcome::interrupted:
            return "interrupted";
        case SearchOutcome::memory_limit:
            return "stopped by the memory limit (--max-memory)";
    }
    return "unknown";
}

std::string PathCount::to_string() const {
    Value v = value_;
    if (v == 0) return "0";
    std::string digits;
    while (v > 0) {
        digits.insert(digits.begin(), static_cast<char>('0' + static_cast<int>(v % 10)));
        v /= 10;
    }
    return saturated() ? ">=" + digits : digits;
}

}  // namespace puzzlebox
