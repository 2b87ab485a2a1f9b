// Seals on the files a long run reads back (the checkpoints of the three
// long searches, jump --hardest's units and their merge): the last line,
//   "# puzzlebox seal KIND DIGEST"
// holds a digest (support/digest.hpp) of KIND and of every byte before the
// line, checked before anything in the file is used. A flipped bit, a cut
// or an edited line is refused with the file and line, never resumed: a
// resumed proof is the unbroken run's or a refusal. (A digest tells runs
// and damage apart; it is not a signature against a forger who recomputes it.)
#pragma once

#include <string>
#include <string_view>

namespace puzzlebox {

// `text` (ending with a newline, or empty) with its seal line appended.
std::string sealed(std::string text, std::string_view kind);

// The text before the seal. InputError naming `file` and the line when the
// text has no seal of `kind` as its last line (cut short, or written by a
// puzzlebox before seals), or when the digest is not the content's.
std::string unsealed(const std::string& file, const std::string& text, std::string_view kind);

}  // namespace puzzlebox
