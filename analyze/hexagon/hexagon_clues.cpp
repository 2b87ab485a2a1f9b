// Proven fewest clues of magic hexagon puzzles (see hexagon_clues.hpp).
#include "analyze/hexagon/hexagon_clues.hpp"

#include <algorithm>
#include <set>

namespace puzzlebox {

HexagonFewestClues fewest_hexagon_clues(const HexagonGeometry& geometry, const std::vector<std::vector<std::int64_t>>& solutions,
                                        int max_clues) {
    HexagonFewestClues result;
    const int cells = geometry.cell_count();
    if (solutions.empty()) return result;
    // One representative per orbit: the least image is the orbit's name.
    std::set<std::vector<std::int64_t>> representatives;
    for (const auto& s : solutions) {
        std::vector<std::int64_t> least = s;
        for (const auto& symmetry : geometry.symmetries()) {
            std::vector<std::int64_t> image(s.size());
            for (std::size_t cell = 0; cell < s.size(); ++cell) image[static_cast<std::size_t>(symmetry[cell])] = s[cell];
            least = std::min(least, image);
        }
        representatives.insert(least);
    }
    for (int m = 0; m <= std::min(max_clues, cells); ++m) {
        std::set<std::vector<std::optional<std::int64_t>>> unique_puzzles;
        // Every m-subset of cells, as a mask over cells (lexicographic combinations).
        std::vector<int> pick(static_cast<std::size_t>(m));
        for (int i = 0; i < m; ++i) pick[i] = i;
        for (;;) {
            for (const auto& solution : representatives) {
                int matching = 0;
                for (const auto& other : solutions) {
                    bool agrees = true;
                    for (int cell : pick)
                        if (other[cell] != solution[cell]) {
                            agrees = false;
                            break;
                        }
                    if (agrees && ++matching > 1) break;
                }
                if (matching != 1) continue;
                // Its 12 images are unique puzzles too: count them all, distinct.
                for (const auto& symmetry : geometry.symmetries()) {
                    std::vector<std::optional<std::int64_t>> puzzle(static_cast<std::size_t>(cells));
                    for (int cell : pick) puzzle[static_cast<std::size_t>(symmetry[cell])] = solution[cell];
                    unique_puzzles.insert(std::move(puzzle));
                }
            }
            int i = m - 1;  // next combination
            while (i >= 0 && pick[i] == cells - m + i) --i;
            if (i < 0) break;
            ++pick[i];
            for (int j = i + 1; j < m; ++j) pick[j] = pick[j - 1] + 1;
        }
        if (!unique_puzzles.empty()) {
            result.clues = m;
            result.puzzles = unique_puzzles.size();
            result.example = *unique_puzzles.rbegin();
            return result;
        }
    }
    return result;
}

}  // namespace puzzlebox
