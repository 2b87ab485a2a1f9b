// The one difficulty vocabulary of every family (Tatham's levels): a board
// gets a score on its family's scale, a level, and a one-line reason.
// A family says what its score measures and how the scale is cut into
// levels (docs/<family>.md, "Difficulty"); the generators aim at a level
// and the tools show it wherever a board is shown.
#pragma once

#include <array>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace puzzlebox {

enum class Level { easy, medium, hard, fiendish };

inline constexpr std::array<Level, 4> all_levels{Level::easy, Level::medium, Level::hard, Level::fiendish};

std::string_view level_name(Level level);
std::optional<Level> parse_level(std::string_view word);
// "easy | medium | hard | fiendish", for help lines and errors; the names as a list.
std::string level_names();
std::vector<std::string> level_choices();

struct Difficulty {
    double score = 0;  // on the family's scale (flip: presses)
    Level level = Level::easy;
    std::string reason;  // "9 presses of at most 15 (God's number), 1 minimal solution"
    // The percent of random boards of the same shape that score lower
    // (whole spaces where the family has them, else a seeded sample: the
    // analyze column `percentile`); empty when unknown.
    std::optional<double> percentile;
};
// A percentile as the `percentile` column writes it (one decimal; "" when unknown).
std::string percentile_text(const std::optional<double>& percentile);

// A level's share of a scale that runs from 1 to `most` (inclusive): the
// scores [low, high] it holds. The cuts sit at 30%, 55% and 80% of the way:
// the top level is the last fifth, the boards near the hardest there are;
// easy holds 1 at least. Empty (low > high) when the scale is too short to
// hold the level (a scale of 3: easy 1, hard 2, fiendish 3).
struct ScoreRange {
    int low = 1, high = 0;
    bool empty() const { return low > high; }
    bool holds(int score) const { return score >= low && score <= high; }
};
ScoreRange level_range(Level level, int most);
// The levels a scale of 1..most holds, with their scores, for a refusal:
// "easy 1, hard 2, fiendish 3" (a level it cannot hold is left out).
std::string level_ranges_text(int most);
// The level whose range holds `score` (1 <= score <= most); scores above
// `most` are the top level's, below 1 the first's.
Level level_of(int score, int most);

// A band of scores asked for with --grade LO-HI (either end may be left
// out: "9-", "-4"); both ends are inside it.
struct GradeBand {
    double low = 0;
    double high = std::numeric_limits<double>::infinity();
    bool holds(double score) const { return score >= low && score <= high; }
    bool bounded() const { return high < std::numeric_limits<double>::infinity(); }
};
// Empty unless `text` is LO-HI, LO- or -HI with 0 <= LO <= HI (decimals).
std::optional<GradeBand> parse_grade_band(std::string_view text);
std::string to_string(const GradeBand& band);
// The whole scores inside a band (families whose score counts moves or
// presses); an unbounded top is INT_MAX.
ScoreRange whole_scores(const GradeBand& band);
// One bound on the scores a generator aims at, named for messages: a
// level's band ("the hard level"), --grade's ("--grade 4-9"), a family's
// own ("--max-presses 6").
struct ScoreBound {
    std::string name;
    GradeBand band;
};
// Where --difficulty, --grade and a family's own bounds meet: the one rule
// every generator follows. The scores inside all of `bounds` (every score
// when there are none), or nothing, with `why` naming the bound that left
// nothing and what it met: "--grade 12-14 lies outside the hard level (3-5)".
std::optional<GradeBand> meet_bounds(const std::vector<ScoreBound>& bounds, std::string& why);
// A range's whole scores as a band.
GradeBand band_of(const ScoreRange& range);

// The --grade option's value read, or a UsageError-ready message: "--grade
// expects LO-HI, LO- or -HI with 0 <= LO <= HI, not 'x'".
std::string grade_band_error(std::string_view text);

}  // namespace puzzlebox
