// The Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, ... (i from 1), the restart
// schedule of the randomised searches (the hardest-maze finders): restart i
// gets a budget of this term times a base, within a logarithmic factor of
// the best fixed budget on any run-time law (Luby, Sinclair, Zuckerman 1993).
#pragma once

#include <cstdint>

namespace puzzlebox {

inline std::uint64_t luby(std::uint64_t i) {
    for (;;) {
        std::uint64_t full = 1;  // 2^k - 1 >= i, then the term is 2^(k-1) or recurs on the tail
        while (full < i) full = 2 * full + 1;
        if (full == i) return (full + 1) / 2;
        i -= full / 2;
    }
}

}  // namespace puzzlebox
