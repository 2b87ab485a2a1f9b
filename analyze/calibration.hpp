// Where a board's score stands among random boards of its family and size:
// a calibration is the scores of a seeded sample of random boards (at least
// 10,000; reports/calibration/ holds the committed tables and the command
// that made them), and a board's percentile is the share of the sample
// that scores below it (ties counted half).
#pragma once

#include <string>
#include <vector>

namespace puzzlebox {

struct Calibration {
    std::string population;      // "random solvable 7x7 mazes (start 6,3, goal 3,3)"
    std::vector<double> scores;  // sorted ascending

    bool empty() const { return scores.empty(); }
    // Percent of the sample scoring below `score` (ties count half), 0..100.
    double percentile(double score) const;
    // "harder than 87% of random solvable 7x7 mazes (10,000 boards)".
    std::string harder_than(double score) const;
    // The score at percent p (0..100) of the sample, nearest rank.
    double at_percent(double p) const;
};

// Sorts the scores and names the population.
Calibration make_calibration(std::string population, std::vector<double> scores);

}  // namespace puzzlebox
