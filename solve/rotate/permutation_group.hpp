// Permutation groups by the Schreier-Sims algorithm: from generators (a
// puzzle's moves as cell permutations) a base and strong generating set with
// orbit transversals, which give the group's exact order, whether a
// permutation belongs to it (can this arrangement be solved at all?), and
// uniformly random elements (a random coset representative at each level:
// uniformly random reachable arrangements). Fine for the sizes puzzles have
// (up to 64 points, a handful of generators).
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "solve/search_limits.hpp"
#include "support/random.hpp"

namespace puzzlebox {

class PermutationGroup {
public:
    using Permutation = std::vector<int>;  // point x goes to p[x]

    // Schreier-Sims; `stop` (64 points: seconds) is polled for every Schreier
    // generator sifted, and a stop throws SearchStopped.
    PermutationGroup(int degree, const std::vector<Permutation>& generators, const StopCheck& stop = StopCheck());

    int degree() const { return degree_; }
    bool contains(const Permutation& permutation) const;
    // The orbit lengths of the stabiliser chain; their product is the order.
    std::vector<int> orbit_lengths() const;
    std::string order() const;            // in decimal, exact
    static std::string factorial(int n);  // n!, the order of all permutations, in decimal
    bool is_symmetric() const;            // all degree! permutations
    bool is_alternating() const;          // exactly the even ones
    Permutation random_element(Random& random) const;

private:
    struct Level {
        int base = 0;
        std::vector<Permutation> generators;  // all fix the earlier base points
        std::vector<int> orbit;
        std::vector<std::optional<Permutation>> transversal;  // point -> a member taking base there
    };
    // The part of g that the chain from `from` on cannot express, and the level it stopped at.
    std::pair<Permutation, std::size_t> sift(Permutation g, std::size_t from) const;
    void complete(std::size_t level, const StopCheck& stop);
    Permutation identity() const;

    int degree_;
    std::vector<Level> levels_;
};

// A group made once a process for each key (a shape, and what it acts on)
// and shared by every later caller. `make` runs outside the lock; a stop it
// throws (SearchStopped) passes through and nothing is kept.
std::shared_ptr<const PermutationGroup> shared_group(const std::string& key, const std::function<PermutationGroup()>& make);

}  // namespace puzzlebox
