// The oracle every reader's fuzz target shares: bytes that read as a board
// write back to text that reads as the same board, and that text is a fixed
// point (writing it again changes nothing). Bad input may only be refused
// with InputError; anything else (another exception, a crash, a sanitizer
// report) is a finding.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "support/input_error.hpp"

namespace puzzlebox {

template <class Parse, class Write>
int fuzz_round_trip(const std::uint8_t* data, std::size_t size, Parse parse, Write write) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        const auto board = parse(text, "fuzz");
        const std::string written = write(board);
        const auto again = parse(written, "written");
        if (!(again == board)) {
            std::fprintf(stderr, "round trip: the written board reads differently:\n%s\n", written.c_str());
            std::abort();
        }
        if (write(again) != written) {
            std::fprintf(stderr, "round trip: writing is not a fixed point:\n%s\n", written.c_str());
            std::abort();
        }
    } catch (const InputError&) {
        // refused, with file and line: what bad input should get
    }
    return 0;
}

}  // namespace puzzlebox
