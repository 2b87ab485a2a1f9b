// libFuzzer target: the jump reader under the round-trip oracle (round_trip.hpp).
#include "fuzz/round_trip.hpp"
#include "puzzles/jump/jump_format.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    return puzzlebox::fuzz_round_trip(
        data, size, [](std::string_view text, const std::string& name) { return puzzlebox::parse_jump_board(text, name); },
        [](const auto& board) { return puzzlebox::write_jump_board(board); });
}
