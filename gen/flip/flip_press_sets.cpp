// Random press sets in Tatham's manner (see flip_press_sets.hpp).
#include "gen/flip/flip_press_sets.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <set>

#include "support/index.hpp"

namespace puzzlebox {

namespace {

constexpr int draws = 300;

// A press set as a 9-bit mask of its cell's 3x3 box: bit 3 * (dr + 1) + (dc + 1).
using BoxMask = std::uint16_t;
constexpr BoxMask self_bit = 1u << 4;

int box_bit(int dr, int dc) { return 3 * (dr + 1) + (dc + 1); }

// One draw: the sets as box masks.
std::vector<BoxMask> draw_sets(int rows, int cols, Random& random) {
    const int cells = rows * cols;
    std::vector<BoxMask> sets(static_cast<std::size_t>(cells), self_bit);
    std::vector<int> coverage(static_cast<std::size_t>(cells), 1);  // presses flipping each cell
    struct Pair {
        int press, bit;
    };
    std::vector<Pair> best;
    for (int step = 0, steps = 4 * cells - 2 * (rows + cols); step < steps; ++step) {
        best.clear();
        int best_coverage = 0, best_size = 0;
        for (int press = 0; press < cells; ++press) {
            const int r = press / cols, c = press % cols;
            const BoxMask set = at(sets, press);
            // The cells next to the set, inside the box and the board, not in it yet.
            BoxMask grow = 0;
            for (int bit = 0; bit < 9; ++bit) {
                if (!(set >> bit & 1)) continue;
                const int dr = bit / 3 - 1, dc = bit % 3 - 1;
                for (const auto& [sr, sc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
                    const int nr = dr + sr, nc = dc + sc;
                    if (nr < -1 || nr > 1 || nc < -1 || nc > 1) continue;
                    if (r + nr < 0 || r + nr >= rows || c + nc < 0 || c + nc >= cols) continue;
                    grow = static_cast<BoxMask>(grow | 1u << box_bit(nr, nc));
                }
            }
            grow = static_cast<BoxMask>(grow & ~set);
            const int size = std::popcount(set);
            for (int bit = 0; bit < 9; ++bit) {
                if (!(grow >> bit & 1)) continue;
                const int cell = (r + bit / 3 - 1) * cols + (c + bit % 3 - 1);
                const int covered = at(coverage, cell);
                if (best.empty() || covered < best_coverage || (covered == best_coverage && size < best_size)) {
                    best.clear();
                    best_coverage = covered;
                    best_size = size;
                }
                if (covered == best_coverage && size == best_size) best.push_back({press, bit});
            }
        }
        if (best.empty()) break;  // every set fills what it can reach
        const Pair chosen = best[random.below(static_cast<std::uint32_t>(best.size()))];
        at(sets, chosen.press) = static_cast<BoxMask>(at(sets, chosen.press) | 1u << chosen.bit);
        ++at(coverage, (chosen.press / cols + chosen.bit / 3 - 1) * cols + (chosen.press % cols + chosen.bit % 3 - 1));
    }
    return sets;
}

}  // namespace

std::optional<std::vector<std::vector<int>>> random_press_sets(int rows, int cols, Random& random) {
    for (int draw = 0; draw < draws; ++draw) {
        const std::vector<BoxMask> masks = draw_sets(rows, cols, random);
        std::vector<std::vector<int>> sets;
        for (int press = 0; press < rows * cols; ++press) {
            std::vector<int> set;
            const int r = press / cols, c = press % cols;
            for (int bit = 0; bit < 9; ++bit)
                if (at(masks, press) >> bit & 1) set.push_back((r + bit / 3 - 1) * cols + (c + bit % 3 - 1));
            sets.push_back(std::move(set));  // ascending: the bits run row-major through the box
        }
        const std::set<std::vector<int>> apart(sets.begin(), sets.end());
        if (apart.size() == sets.size()) return sets;
    }
    return std::nullopt;
}

}  // namespace puzzlebox
