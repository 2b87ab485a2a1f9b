// The table of failed states of the layer searches for the hardest maze
// (jump_hardest_backward.cpp inwards, jump_hardest_forward.cpp forwards): a
// state is the cells dealt, the last layer dealt and a tag (the inwards
// search's spine cell, the forward one's cells with one shortest path, or
// none), and
// it failed with some slack, the cells it could still spend on extra
// layer cells; a state that failed with a slack fails with any less, so a
// state met again is cut when it failed before with at least as much.
//
// It forgets: a state has two slots, the first kept for the one that
// failed with more slack, the second for the latest; a forgotten state is
// only searched again. It grows by doubling while under half full, up to
// `most` slots (0: no table, every state searched as often as it comes).
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

#include "analyze/jump/jump_landings.hpp"
#include "support/hash_mix.hpp"

namespace puzzlebox {

// The tag of a state that needs none (the forwards search with any
// solution): no room in an entry past its padding, hashed as an empty mask.
struct NoTag {
    bool operator==(const NoTag&) const = default;
};

// A tag as one word for the hash: a cell number as itself, a mask by its slot word.
inline std::uint64_t tag_word(NoTag /*none*/) { return 0; }
inline std::uint64_t tag_word(int cell) { return static_cast<std::uint64_t>(cell); }
template <class Mask>
std::uint64_t tag_word(const Mask& cells) {
    return mask_word(cells);
}

template <class Mask, class Tag>
class FailedStates {
public:
    explicit FailedStates(std::uint64_t most)
        : most_(std::bit_floor(std::max<std::uint64_t>(most, 1024))), table_(most == 0 ? 0 : 1024) {}

    bool failed(const Mask& placed, const Mask& layer, const Tag& tag, int slack) const {
        if (table_.empty()) return false;
        const std::size_t at = slot(placed, layer, tag);
        for (std::size_t i = at; i < at + 2; ++i)
            if (table_[i].holds(placed, layer, tag) && table_[i].slack >= slack) return true;
        return false;
    }
    void add(const Mask& placed, const Mask& layer, const Tag& tag, int slack) {
        if (table_.empty()) return;
        if (2 * held_ >= table_.size() && table_.size() < most_) grow();
        const Entry entry{placed, layer, tag, static_cast<std::int32_t>(slack)};
        const std::size_t at = slot(placed, layer, tag);
        for (std::size_t i = at; i < at + 2; ++i)
            if (table_[i].holds(placed, layer, tag)) {
                table_[i].slack = std::max(table_[i].slack, entry.slack);
                return;
            }
        place(entry, at);
    }

private:
    struct Entry {
        Mask placed = 0, layer = 0;  // layer 0: an empty slot (a state's layer is never empty)
        Tag tag{};
        std::int32_t slack = 0;
        bool holds(const Mask& p, const Mask& l, const Tag& t) const { return layer == l && placed == p && tag == t; }
    };

    std::size_t slot(const Mask& placed, const Mask& layer, const Tag& tag) const {
        const auto hash = mix_pair(mix_pair(mask_word(placed), mask_word(layer)), tag_word(tag));
        return static_cast<std::size_t>(hash) & (table_.size() - 2);
    }
    void place(const Entry& entry, std::size_t at) {
        Entry& keep = table_[at];
        Entry& latest = table_[at + 1];
        if (!keep.layer) {
            keep = entry;
            ++held_;
            return;
        }
        held_ += !latest.layer;
        if (keep.slack <= entry.slack) {
            latest = keep;
            keep = entry;
        } else {
            latest = entry;
        }
    }
    void grow() {
        std::vector<Entry> old(table_.size() * 2);
        old.swap(table_);
        held_ = 0;
        for (const Entry& entry : old)
            if (entry.layer) place(entry, slot(entry.placed, entry.layer, entry.tag));
    }

    std::uint64_t most_;
    std::vector<Entry> table_;
    std::uint64_t held_ = 0;  // slots in use
};

}  // namespace puzzlebox
