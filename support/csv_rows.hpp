// Reading back the CSV files a run writes and reads again (checkpoints of
// units, their merges): one loop over the lines for every such file, so
// that each reader only checks its own fields.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace puzzlebox {

// Calls visit(fields, line) for every row of `text` after its header, the
// lines counted from 1. Empty lines and lines starting with '#' (a shard's
// partial-report lines) are skipped; the first other line must be
// `columns`, and every row after it has as many fields. InputError naming
// `file` and the line otherwise; with no header at all, `no_header` is
// its message (whose file it should have been).
void for_each_csv_row(const std::string& file, const std::string& text, const std::vector<std::string>& columns,
                      std::string_view no_header,
                      const std::function<void(const std::vector<std::string>& fields, int line)>& visit);

}  // namespace puzzlebox
