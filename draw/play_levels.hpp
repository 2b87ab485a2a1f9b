// What a play page needs to make a board of a level itself (its New puzzle
// button): each level's band of the family's score, [low, high], from the
// family's own cuts (analyze/), handed down by the family.
#pragma once

#include <string>
#include <vector>

namespace puzzlebox {

struct PlayLevel {
    std::string name;
    double low = 0, high = 0;
};
using PlayLevels = std::vector<PlayLevel>;

}  // namespace puzzlebox
