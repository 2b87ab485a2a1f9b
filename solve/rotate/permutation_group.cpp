// Schreier-Sims (see permutation_group.hpp). Level i holds the generators
// that fix base points 0..i-1 and the orbit of base point i under them, each
// orbit point with a member of the group that takes the base there. A level
// is complete when every Schreier generator (the loop through a transversal
// element, a generator and back) sifts to the identity through the levels
// below it; a residue that does not is added to the levels it reaches.
#include "solve/rotate/permutation_group.hpp"

#include <algorithm>
#include <cstdint>
#include <map>
#include <mutex>
#include <stdexcept>

#include <fmt/format.h>

#include "support/index.hpp"

namespace puzzlebox {

namespace {

using Permutation = PermutationGroup::Permutation;

// (a after b)[x] = a[b[x]]
Permutation compose(const Permutation& a, const Permutation& b) {
    Permutation c(b.size());
    for (std::size_t x = 0; x < b.size(); ++x) c[x] = a[static_cast<std::size_t>(b[x])];
    return c;
}

Permutation inverse(const Permutation& a) {
    Permutation b(a.size());
    for (std::size_t x = 0; x < a.size(); ++x) b[static_cast<std::size_t>(a[x])] = static_cast<int>(x);
    return b;
}

bool is_identity(const Permutation& a) {
    for (std::size_t x = 0; x < a.size(); ++x)
        if (a[x] != static_cast<int>(x)) return false;
    return true;
}

int first_moved(const Permutation& a) {
    for (std::size_t x = 0; x < a.size(); ++x)
        if (a[x] != static_cast<int>(x)) return static_cast<int>(x);
    return -1;
}

// Decimal product of small factors, in base 10^9 limbs.
std::string decimal_product(const std::vector<int>& factors) {
    std::vector<std::uint64_t> limbs{1};
    for (int factor : factors) {
        std::uint64_t carry = 0;
        for (auto& limb : limbs) {
            const std::uint64_t value = limb * static_cast<std::uint64_t>(factor) + carry;
            limb = value % 1'000'000'000;
            carry = value / 1'000'000'000;
        }
        if (carry != 0) limbs.push_back(carry);
    }
    std::string text = std::to_string(limbs.back());
    for (auto it = limbs.rbegin() + 1; it != limbs.rend(); ++it) {
        const std::string part = std::to_string(*it);
        text += std::string(9 - part.size(), '0') + part;
    }
    return text;
}

}  // namespace

PermutationGroup::PermutationGroup(int degree, const std::vector<Permutation>& generators, const StopCheck& stop)
    : degree_(degree) {
    if (degree < 1) throw std::invalid_argument("PermutationGroup: at least one point");
    for (const Permutation& g : generators) {
        if (static_cast<int>(g.size()) != degree || !is_identity(compose(inverse(g), g)))
            throw std::invalid_argument("PermutationGroup: a generator is not a permutation of the points");
        if (is_identity(g)) continue;
        if (levels_.empty()) levels_.push_back({first_moved(g), {}, {}, {}});
        levels_[0].generators.push_back(g);
    }
    if (!levels_.empty()) complete(0, stop);
}

Permutation PermutationGroup::identity() const {
    Permutation id(static_cast<std::size_t>(degree_));
    for (int x = 0; x < degree_; ++x) at(id, x) = x;
    return id;
}

std::pair<Permutation, std::size_t> PermutationGroup::sift(Permutation g, std::size_t from) const {
    for (std::size_t j = from; j < levels_.size(); ++j) {
        const auto& to = levels_[j].transversal[static_cast<std::size_t>(g[static_cast<std::size_t>(levels_[j].base)])];
        if (!to) return {g, j};
        g = compose(inverse(*to), g);
    }
    return {g, levels_.size()};
}

void PermutationGroup::complete(std::size_t level, const StopCheck& stop) {
    {  // The orbit of the base, with transversal elements.
        Level& l = levels_[level];
        l.transversal.assign(static_cast<std::size_t>(degree_), std::nullopt);
        at(l.transversal, l.base) = identity();
        l.orbit = {l.base};
        for (std::size_t i = 0; i < l.orbit.size(); ++i)
            for (const Permutation& s : l.generators) {
                const int y = s[static_cast<std::size_t>(l.orbit[i])];
                if (at(l.transversal, y)) continue;
                at(l.transversal, y) = compose(s, *l.transversal[static_cast<std::size_t>(l.orbit[i])]);
                l.orbit.push_back(y);
            }
    }
    // Levels below may grow (and reallocate the vector): index, never hold references.
    for (std::size_t i = 0; i < levels_[level].orbit.size(); ++i)
        for (std::size_t k = 0; k < levels_[level].generators.size(); ++k) {
            if (stop.stop())
                throw SearchStopped(stop.outcome(),
                                    fmt::format("computing the moves' group on {} points (Schreier-Sims)", degree_));
            const Level& l = levels_[level];
            const int x = l.orbit[i];
            const Permutation& s = l.generators[k];
            const Permutation schreier =
                compose(inverse(*l.transversal[static_cast<std::size_t>(at(s, x))]), compose(s, *at(l.transversal, x)));
            auto [residue, stopped] = sift(schreier, level + 1);
            if (is_identity(residue)) continue;
            if (stopped == levels_.size()) levels_.push_back({first_moved(residue), {}, {}, {}});
            for (std::size_t j = level + 1; j <= stopped; ++j) levels_[j].generators.push_back(residue);
            for (std::size_t j = stopped; j > level; --j) complete(j, stop);
        }
}

bool PermutationGroup::contains(const Permutation& permutation) const {
    if (static_cast<int>(permutation.size()) != degree_) return false;
    return is_identity(sift(permutation, 0).first);
}

std::vector<int> PermutationGroup::orbit_lengths() const {
    std::vector<int> lengths;
    for (const Level& l : levels_) lengths.push_back(static_cast<int>(l.orbit.size()));
    return lengths;
}

std::string PermutationGroup::order() const { return decimal_product(orbit_lengths()); }

std::string PermutationGroup::factorial(int n) {
    std::vector<int> all;
    for (int k = 2; k <= n; ++k) all.push_back(k);
    return decimal_product(all);
}

bool PermutationGroup::is_symmetric() const { return order() == factorial(degree_); }

bool PermutationGroup::is_alternating() const {
    if (degree_ < 2) return false;
    std::vector<int> all;
    for (int k = 3; k <= degree_; ++k) all.push_back(k);  // n! / 2
    return order() == decimal_product(all);
}

Permutation PermutationGroup::random_element(Random& random) const {
    Permutation g = identity();
    for (const Level& l : levels_) {
        const int x = l.orbit[random.below(static_cast<std::uint32_t>(l.orbit.size()))];
        g = compose(g, *at(l.transversal, x));
    }
    return g;
}

std::shared_ptr<const PermutationGroup> shared_group(const std::string& key, const std::function<PermutationGroup()>& make) {
    static std::mutex mutex;
    static std::map<std::string, std::shared_ptr<const PermutationGroup>> groups;
    {
        const std::lock_guard lock(mutex);
        if (const auto found = groups.find(key); found != groups.end()) return found->second;
    }
    auto group = std::make_shared<const PermutationGroup>(make());
    const std::lock_guard lock(mutex);
    return groups.emplace(key, std::move(group)).first->second;
}

}  // namespace puzzlebox
