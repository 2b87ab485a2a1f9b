// --checkpoint FILE and --resume as every long search takes them (jump
// --hardest, the hexagon zero-sum search, the cross's column classes):
// the one rule for when a checkpoint is read, and when a run refuses to
// start over one.
#pragma once

#include <string>

namespace puzzlebox {

// Whether to go on from `checkpoint`: true when --resume is given and the
// file exists (a missing one starts from the beginning, said on standard
// error unless --quiet). UsageError for --resume without --checkpoint, and
// for an existing checkpoint without --resume (it would be overwritten).
bool resume_from_checkpoint(const std::string& checkpoint, bool resume);

}  // namespace puzzlebox
