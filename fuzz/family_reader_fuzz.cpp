// libFuzzer target of a family with no reader target of its own
// (fuzz/NAME_reader_fuzz.cpp): its reader through the family interface
// (Family::reformat: read, then write back), under the round-trip oracle
// (round_trip.hpp: the text written reads again and is a fixed point).
// Built once per such family, PUZZLEBOX_FUZZ_FAMILY naming it.
#include "families/family_list.hpp"
#include "fuzz/round_trip.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const puzzlebox::Family* family = puzzlebox::find_family(PUZZLEBOX_FUZZ_FAMILY);
    return puzzlebox::fuzz_round_trip(
        data, size,
        [](std::string_view text, const std::string& name) {
            puzzlebox::TextSource source = puzzlebox::TextSource::from_string(text, name);
            return family->reformat(source);
        },
        [](const std::string& written) { return written; });
}
