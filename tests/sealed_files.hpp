// Helpers for the tests of sealed files (support/sealed_text.hpp): an edit
// resealed, as a forger who recomputes the digest would leave it, so that
// the field checks behind the seal are tested on their own; and every
// single-bit flip of a file, each of which the seal must refuse.
#pragma once

#include <functional>
#include <string>

#include <catch2/catch.hpp>

#include "support/sealed_text.hpp"

namespace puzzlebox::test {

// `text` with its last line (the seal) replaced by a seal of what is left.
inline std::string resealed(const std::string& text, const std::string& kind) {
    const std::size_t end = text.rfind('\n', text.size() - 2);
    REQUIRE(end != std::string::npos);
    return sealed(text.substr(0, end + 1), kind);
}

// Every single-bit flip of `text` is refused: `refused` says whether a
// reader refuses a text. Returns the number of flips tried.
inline std::size_t every_bit_flip_refused(const std::string& text, const std::function<bool(const std::string&)>& refused) {
    std::size_t tried = 0;
    for (std::size_t at = 0; at < text.size(); ++at)
        for (int bit = 0; bit < 8; ++bit) {
            std::string flipped = text;
            flipped[at] = static_cast<char>(flipped[at] ^ (1 << bit));
            INFO("byte " << at << " bit " << bit);
            CHECK(refused(flipped));
            ++tried;
        }
    return tried;
}

}  // namespace puzzlebox::test
