// Perfect hashing of arrangements: the arrangements of a multiset of labels
// (all distinct: permutations) numbered 0 .. count-1 in lexicographic order,
// so that search tables can be arrays indexed by rank. rank and unrank cost
// O(n * distinct labels); up to 20 cells (20! < 2^63).
#pragma once

#include <cstdint>
#include <vector>

namespace puzzlebox {

// How many arrangements a multiset of labels has (n! / prod c!), any number
// of labels, saturating at UINT64_MAX.
std::uint64_t arrangement_count(const std::vector<int>& labels);

class ArrangementRanker {
public:
    static constexpr int max_cells = 20;

    // The multiset: any arrangement of these labels (order irrelevant).
    explicit ArrangementRanker(std::vector<int> labels);

    std::uint64_t count() const { return count_; }
    int cells() const { return static_cast<int>(cells_); }
    std::uint64_t rank(const std::vector<int>& arrangement) const;
    void unrank(std::uint64_t rank, std::vector<int>& arrangement) const;

private:
    std::size_t cells_ = 0;
    std::vector<int> distinct_;      // ascending
    std::vector<int> multiplicity_;  // of each distinct label
    std::uint64_t count_ = 0;
    std::vector<int> index_of_;  // label - min_label -> distinct index (small label ranges)
    int min_label_ = 0;
    bool distinct_labels_ = false;  // a permutation: the factorial number system, O(n)
    int index(int label) const;
};

}  // namespace puzzlebox
