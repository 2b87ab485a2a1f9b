// libFuzzer target: puzzlebox-analyze merge on any bytes. The input is cut
// at each "\n====\n" into up to four partial reports; merging them either
// gives a report (its header first, then no more rows than the reports held)
// or is refused with InputError naming a report and line.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "distributed/partial_report.hpp"
#include "support/input_error.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view input(reinterpret_cast<const char*>(data), size);
    std::vector<std::pair<std::string, std::string>> reports;
    std::size_t lines = 0;
    for (;;) {
        const auto cut = input.find("\n====\n");
        const std::string_view part = reports.size() == 3 ? input : input.substr(0, cut);
        reports.emplace_back("part" + std::to_string(reports.size()), std::string(part));
        for (const char ch : part) lines += ch == '\n';
        if (reports.size() == 4 || cut == std::string_view::npos) break;
        input.remove_prefix(cut + 6);
    }
    try {
        const std::string merged = puzzlebox::merge_partial_texts(reports);
        std::size_t merged_lines = 0;
        for (const char ch : merged) merged_lines += ch == '\n';
        if (merged.empty() || merged.back() != '\n' || merged_lines > lines + reports.size()) {
            std::fprintf(stderr, "merge: a report of %zu lines from inputs of %zu lines:\n%s\n", merged_lines, lines,
                         merged.c_str());
            std::abort();
        }
    } catch (const puzzlebox::InputError&) {
        // refused, with the report and line: what bad input should get
    }
    return 0;
}
