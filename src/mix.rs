//! The few small mixing functions both games share, each written once: SplitMix64 (seeds
//! derived from a seed, a new network's weights, Makruk's table's count key), FNV-1a (the
//! networks' files notice damage with it) and [`fresh_seed`], a new game's seed from the
//! system's randomness. Makruk's rules keep their own compile-time copy of SplitMix64 for
//! the Zobrist keys, as the rules import nothing from outside their folder; a test here
//! holds it equal to this one.
//!
//! SplitMix64 and FNV-1a are fixed forever: saved games, the shipped networks' hashes and
//! the Zobrist keys depend on their values (the known vectors below hold them). Neither is
//! for secrets.

/// SplitMix64's step: the 64-bit golden ratio.
pub const GOLDEN_GAMMA: u64 = 0x9e37_79b9_7f4a_7c15;

/// SplitMix64 (Steele, Lea and Flood, 2014): the next state and the output it gives.
/// Starting from `state`, a stream is `splitmix64(state)`, then `splitmix64(next)`, …
pub const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(GOLDEN_GAMMA);
    (state, splitmix64_mix(state))
}

/// SplitMix64's finaliser alone: a bijection of 64 bits that spreads every input bit
/// over the output.
pub const fn splitmix64_mix(z: u64) -> u64 {
    let z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    let z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// FNV-1a, 64 bits: a small, fixed hash to notice damage (not to resist tampering).
pub const fn fnv1a64(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut i = 0;
    while i < bytes.len() {
        h ^= bytes[i] as u64;
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
        i += 1;
    }
    h
}

/// A fresh seed for a new game, from the operating system's randomness through `rand`
/// (not for Dhayam's throws themselves, which always come from the seed). Seeds are shown
/// to players and typed back in: 12 digits or fewer.
pub fn fresh_seed() -> u64 {
    use rand::RngExt;
    rand::rng().random_range(0..1_000_000_000_000)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reference implementation's first outputs from state 0 (splitmix64.c).
    #[test]
    fn splitmix64_gives_the_reference_stream() {
        let mut state = 0;
        let mut out = [0; 4];
        for o in &mut out {
            (state, *o) = splitmix64(state);
        }
        assert_eq!(
            out,
            [
                0xe220_a839_7b1d_cdaf,
                0x6e78_9e6a_a1b9_65f4,
                0x06c4_5d18_8009_454f,
                0xf88b_b8a8_724c_81ec,
            ]
        );
        assert_eq!(state, GOLDEN_GAMMA.wrapping_mul(4));
        assert_eq!(splitmix64_mix(GOLDEN_GAMMA), out[0]);
    }

    /// Makruk's rules' own copy (for the Zobrist keys) gives the same stream.
    #[test]
    fn the_rules_copy_of_splitmix64_is_the_same() {
        let (mut a, mut b) = (0x6d61_6b72_756b_u64, 0x6d61_6b72_756b_u64);
        for _ in 0..1000 {
            let (next_a, out_a) = splitmix64(a);
            let (next_b, out_b) = crate::makruk::rules::zobrist::splitmix64(b);
            assert_eq!((next_a, out_a), (next_b, out_b));
            (a, b) = (next_a ^ out_a, next_b ^ out_b);
        }
    }

    /// The published FNV-1a 64-bit vectors (the empty string, "a", "foobar").
    #[test]
    fn fnv1a64_gives_the_published_hashes() {
        assert_eq!(fnv1a64(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a64(b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(fnv1a64(b"foobar"), 0x8594_4171_f739_67e8);
    }

    /// Fresh seeds stay within 12 digits and are not all the same.
    #[test]
    fn fresh_seeds_are_short_and_differ() {
        let seeds: Vec<u64> = (0..8).map(|_| fresh_seed()).collect();
        assert!(seeds.iter().all(|&s| s < 1_000_000_000_000), "{seeds:?}");
        assert!(seeds.iter().any(|&s| s != seeds[0]), "{seeds:?}");
    }
}
