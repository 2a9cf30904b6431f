//! A small, portable, seeded random number generator.
//!
//! Deals must be identical natively and in WebAssembly, so the game uses its own generator
//! (xoshiro256** seeded through SplitMix64) and integer-only bounded sampling: no floating
//! point, no platform word size, no outside crate whose stream could change between versions.

/// One SplitMix64 step: a good 64-bit mixer, also used to derive sub-seeds.
pub const fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Mixes a seed with a list of integers (hand number, redeal attempt...) into a new seed.
pub fn derive_seed(seed: u64, parts: &[u64]) -> u64 {
    let mut state = seed;
    let mut out = splitmix64(&mut state);
    for &p in parts {
        state ^= p.wrapping_mul(0xD605_BBB5_8C8A_BBB5);
        out ^= splitmix64(&mut state);
    }
    out
}

/// xoshiro256**: fast, small state, and the same stream on every platform.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rng {
    s: [u64; 4],
}

impl Rng {
    /// A generator whose whole stream is fixed by `seed`.
    pub fn new(seed: u64) -> Rng {
        let mut state = seed;
        let s = [
            splitmix64(&mut state),
            splitmix64(&mut state),
            splitmix64(&mut state),
            splitmix64(&mut state),
        ];
        Rng { s }
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        let result = self.s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = self.s[1] << 17;
        self.s[2] ^= self.s[0];
        self.s[3] ^= self.s[1];
        self.s[1] ^= self.s[2];
        self.s[0] ^= self.s[3];
        self.s[2] ^= t;
        self.s[3] = self.s[3].rotate_left(45);
        result
    }

    /// A uniform integer in `0..bound` (Lemire's nearly divisionless method: exactly
    /// uniform, and a division only in the rare case that needs one). `bound` must be at
    /// least 1.
    #[inline]
    pub fn below(&mut self, bound: u32) -> u32 {
        debug_assert!(bound > 0);
        let bound64 = bound as u64;
        let mut m = (self.next_u64() >> 32) * bound64;
        if (m as u32) < bound {
            let threshold = bound.wrapping_neg() % bound;
            while (m as u32) < threshold {
                m = (self.next_u64() >> 32) * bound64;
            }
        }
        (m >> 32) as u32
    }

    /// A uniform index into a list of `len` choices (`len` at least 1): [`Rng::below`],
    /// except that a list of one takes no draw. Random play picks its moves with it, so
    /// forced moves (a lone pass, a single playable tile) cost nothing.
    #[inline]
    pub fn pick(&mut self, len: u32) -> u32 {
        if len == 1 {
            0
        } else {
            self.below(len)
        }
    }

    /// Shuffles a slice in place (Fisher-Yates), taking two draws from each 64-bit output.
    #[inline]
    pub fn shuffle<T: Copy>(&mut self, items: &mut [T]) {
        self.shuffle_down_to(items, 1, |_, _| {});
    }

    /// [`Rng::shuffle`] with the same draws, stopped once only the first `keep` items are
    /// left to move: they are then the same items as after a whole shuffle, in another
    /// order (dealing, where they make one hand). `settled(position, item)` is told each
    /// later position's final item as it is chosen, from the last position down.
    #[inline]
    pub fn shuffle_down_to<T: Copy>(
        &mut self,
        items: &mut [T],
        keep: usize,
        mut settled: impl FnMut(usize, T),
    ) {
        let keep = keep.max(1);
        let mut i = items.len();
        while i > keep {
            let bits = self.next_u64();
            let j = self.bounded(bits as u32, i as u32) as usize;
            items.swap(i - 1, j);
            settled(i - 1, items[i - 1]);
            i -= 1;
            if i > keep {
                let j = self.bounded((bits >> 32) as u32, i as u32) as usize;
                items.swap(i - 1, j);
                settled(i - 1, items[i - 1]);
                i -= 1;
            }
        }
    }

    /// Maps 32 random bits to `0..bound` (Lemire), drawing fresh bits only on the rare
    /// rejection, so the result is exactly uniform.
    #[inline]
    fn bounded(&mut self, bits: u32, bound: u32) -> u32 {
        let bound64 = bound as u64;
        let mut m = bits as u64 * bound64;
        if (m as u32) < bound {
            let threshold = bound.wrapping_neg() % bound;
            while (m as u32) < threshold {
                m = (self.next_u64() >> 32) * bound64;
            }
        }
        (m >> 32) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stream_is_pinned() {
        // These values pin the stream: a change here changes every seeded deal, which
        // would break saved games and shared links.
        let mut rng = Rng::new(0);
        let first: Vec<u64> = (0..3).map(|_| rng.next_u64()).collect();
        let mut again = Rng::new(0);
        assert_eq!(first, (0..3).map(|_| again.next_u64()).collect::<Vec<_>>());
        let mut state = 0u64;
        assert_eq!(splitmix64(&mut state), 0xE220_A839_7B1D_CDAF);
        assert_ne!(Rng::new(1).next_u64(), Rng::new(0).next_u64());
    }

    #[test]
    fn below_is_in_range_and_covers_it() {
        let mut rng = Rng::new(7);
        let mut seen = [0u32; 7];
        for _ in 0..7000 {
            let v = rng.below(7);
            seen[v as usize] += 1;
        }
        assert!(seen.iter().all(|&c| c > 800), "{seen:?}");
        assert_eq!(rng.below(1), 0);
    }

    #[test]
    fn pick_draws_only_for_a_real_choice() {
        let mut rng = Rng::new(9);
        let before = rng.clone();
        assert_eq!(rng.pick(1), 0);
        assert_eq!(rng, before, "a list of one takes no draw");
        let mut same = rng.clone();
        assert_eq!(rng.pick(5), same.below(5));
        assert_eq!(rng, same);
    }

    #[test]
    fn shuffle_down_to_is_the_start_of_a_shuffle() {
        for keep in 0..12 {
            let mut whole: Vec<u32> = (0..40).collect();
            let mut part = whole.clone();
            let (mut a, mut b) = (Rng::new(keep as u64), Rng::new(keep as u64));
            a.shuffle(&mut whole);
            let mut seen = Vec::new();
            b.shuffle_down_to(&mut part, keep, |position, item| {
                seen.push((position, item))
            });
            let keep = keep.max(1);
            // The positions above `keep` are final, told once each from the top down.
            assert_eq!(part[keep..], whole[keep..], "keep {keep}");
            let told: Vec<(usize, u32)> = (keep..40).rev().map(|p| (p, whole[p])).collect();
            assert_eq!(seen, told, "keep {keep}");
            // The rest are the same items.
            let (mut low, mut low_whole) = (part[..keep].to_vec(), whole[..keep].to_vec());
            low.sort_unstable();
            low_whole.sort_unstable();
            assert_eq!(low, low_whole, "keep {keep}");
        }
    }

    #[test]
    fn derived_seeds_differ() {
        let a = derive_seed(5, &[0]);
        let b = derive_seed(5, &[1]);
        let c = derive_seed(5, &[0, 1]);
        assert!(a != b && b != c && a != c);
        assert_eq!(a, derive_seed(5, &[0]));
    }
}
