// The pancake stack's rules and solvers (see pancake_family.hpp): the text
// format, the flip, the validator, IDA* on the gap bound, and the whole
// space's distances by breadth-first search (the independent check of IDA*).
#include <algorithm>
#include <set>

#include <fmt/format.h>

#include "families/pancake/pancake_family.hpp"
#include "puzzles/keyed_text.hpp"
#include "puzzles/puzzle_file.hpp"

namespace puzzlebox {

// The format's keys, a table of the one keyed-text reader (unknown keys,
// keys given twice and missing keys are its to refuse).
PancakeBoard read_pancake_board(TextSource& source) {
    PancakeBoard board;
    board.description = source.leading_comments();
    read_puzzle_line(source, "pancake");
    const auto read_stack = [&](const KeyLine& line) {
        const auto n = static_cast<int>(line.words.size()) - 1;
        if (n > PancakeBoard::max_pancakes)
            source.fail(line.number, fmt::format("expected 1 to {} sizes, top first, got {}", PancakeBoard::max_pancakes, n));
        std::set<std::int64_t> seen;
        for (int i = 1; i <= n; ++i) {
            const std::string& word = line.words[static_cast<std::size_t>(i)];
            const auto size = parse_integer(word, 1, n);
            if (!size || !seen.insert(*size).second)
                source.fail(line.number, fmt::format("expected the sizes 1..{} once each, got '{}'", n, shown(word)));
            board.stack.push_back(static_cast<int>(*size));
        }
    };
    KeyedText keys(source, {{"stack", KeyForm::words, "stack SIZE ... (top first)", true, read_stack}});
    keys.read();
    return board;
}

std::string write_pancake_board(const PancakeBoard& board) {
    std::string out = comment_lines(board.description) + "puzzle pancake\nstack";
    for (const int size : board.stack) out += fmt::format(" {}", size);
    return out + "\n";
}

void flip_pancakes(std::vector<int>& stack, int k) { std::reverse(stack.begin(), stack.begin() + k); }

std::string check_pancake_flips(const PancakeBoard& board, const std::vector<int>& flips) {
    std::vector<int> stack = board.stack;
    const auto n = static_cast<int>(stack.size());
    for (std::size_t i = 0; i < flips.size(); ++i) {
        if (flips[i] < 2 || flips[i] > n) return fmt::format("flip {} turns {} pancakes, not 2 to {}", i + 1, flips[i], n);
        flip_pancakes(stack, flips[i]);
    }
    for (int i = 0; i < n; ++i)
        if (stack[static_cast<std::size_t>(i)] != i + 1)
            return fmt::format("after the flips, place {} holds {}", i + 1, stack[static_cast<std::size_t>(i)]);
    return "";
}

int pancake_gaps(const std::vector<int>& stack) {
    int gaps = 0;
    for (std::size_t i = 0; i < stack.size(); ++i) {
        const int below = i + 1 < stack.size() ? stack[i + 1] : static_cast<int>(stack.size()) + 1;
        gaps += std::abs(stack[i] - below) != 1;
    }
    return gaps;
}

namespace {

// Depth-first to `bound` flips, never undoing the last flip at once.
struct Ida {
    std::vector<int> stack, path;
    bool all = false;
    SearchBudget budget;
    std::vector<std::vector<int>> found;

    bool dive(int bound, int last) {  // false: stop (found the first, or a limit)
        if (!budget.spend()) return false;
        const int gaps = pancake_gaps(stack);
        if (static_cast<int>(path.size()) + gaps > bound) return true;
        if (gaps == 0) {
            found.push_back(path);
            return all;
        }
        for (int k = 2; k <= static_cast<int>(stack.size()); ++k) {
            if (k == last) continue;
            flip_pancakes(stack, k);
            path.push_back(k);
            const bool on = dive(bound, k);
            path.pop_back();
            flip_pancakes(stack, k);
            if (!on) return false;
        }
        return true;
    }
};

}  // namespace

PancakeSearch solve_pancakes(const std::vector<int>& stack, bool all, const SearchLimits& limits) {
    Ida ida{stack, {}, all, SearchBudget(limits), {}};
    for (int bound = pancake_gaps(stack);; ++bound) {
        ida.dive(bound, 0);
        if (!ida.found.empty() || ida.budget.outcome() != SearchOutcome::complete) break;
    }
    return {std::move(ida.found), ida.budget.nodes(), ida.budget.outcome()};
}

std::uint64_t pancake_rank(const std::vector<int>& stack) {
    std::uint64_t rank = 0;
    for (std::size_t i = 0; i < stack.size(); ++i) {
        std::uint64_t smaller_after = 0;
        for (std::size_t j = i + 1; j < stack.size(); ++j) smaller_after += stack[j] < stack[i];
        rank = rank * (stack.size() - i) + smaller_after;
    }
    return rank;
}

std::vector<int> pancake_unrank(std::uint64_t rank, int n) {
    std::vector<std::uint64_t> digits(static_cast<std::size_t>(n));
    for (int i = n - 1; i >= 0; --i) {
        const auto base = static_cast<std::uint64_t>(n - i);
        digits[static_cast<std::size_t>(i)] = rank % base;
        rank /= base;
    }
    std::vector<int> left(static_cast<std::size_t>(n)), stack;
    for (int i = 0; i < n; ++i) left[static_cast<std::size_t>(i)] = i + 1;
    for (const std::uint64_t digit : digits) {
        stack.push_back(left[digit]);
        left.erase(left.begin() + static_cast<std::ptrdiff_t>(digit));
    }
    return stack;
}

std::vector<std::uint8_t> pancake_distances(int n) {
    std::uint64_t states = 1;
    for (int i = 2; i <= n; ++i) states *= static_cast<std::uint64_t>(i);
    constexpr std::uint8_t unseen = 0xff;
    std::vector<std::uint8_t> distance(states, unseen);
    std::vector<std::uint64_t> frontier{0}, next;  // rank 0: the sorted stack
    distance[0] = 0;
    for (std::uint8_t depth = 0; !frontier.empty(); ++depth) {
        next.clear();
        for (const std::uint64_t rank : frontier) {
            std::vector<int> stack = pancake_unrank(rank, n);
            for (int k = 2; k <= n; ++k) {
                flip_pancakes(stack, k);
                const std::uint64_t to = pancake_rank(stack);
                if (distance[to] == unseen) {
                    distance[to] = static_cast<std::uint8_t>(depth + 1);
                    next.push_back(to);
                }
                flip_pancakes(stack, k);
            }
        }
        frontier.swap(next);
    }
    return distance;
}

}  // namespace puzzlebox
