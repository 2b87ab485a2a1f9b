// How hard a rotation scramble is for a person: its optimal number of
// moves against the most any arrangement of its shape needs (God's number),
// and how many optimal solutions there are (one is harder to find than
// 760). Every move is a choice among all the blocks' turns, so a person's
// search grows with the depth; the share of random arrangements that are
// nearer says where the board stands. docs/rotate.md, "Difficulty".
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "analyze/difficulty.hpp"
#include "solve/path_count.hpp"

namespace puzzlebox {

class RotateDistanceTable;

// The scale of one shape and label set: the most moves an arrangement
// needs, exact (God's number, from the whole table) or the most found.
struct RotateScale {
    int most = 0;
    bool exact = false;
    std::string why;                    // how `most` is known, in words
    std::vector<std::uint64_t> layers;  // arrangements at 0, 1, .. moves, when known
};

// The exact scale from a whole space's states at each distance.
RotateScale rotate_scale(const std::vector<std::uint64_t>& layers);
// Beyond the table: the most moves found among certified arrangements.
RotateScale rotate_scale_found(int most_found, int arrangements_tried);

// The share of reachable arrangements nearer than `moves`, when the layers are known.
std::optional<double> rotate_share_nearer(const RotateScale& scale, int moves);

// Score: the optimal number of moves; level: where it falls on the scale.
Difficulty rotate_difficulty(int moves, const PathCount& optimal_solutions, const RotateScale& scale);

}  // namespace puzzlebox
