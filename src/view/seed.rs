//! Fresh seeds made from the browser's random numbers. Pure functions, so they are tested natively; the browser calls live in the
//! app's hooks.

/// The largest seed a fresh deal picks: the largest integer a JavaScript number holds
/// exactly, so a seed copied through any link or script survives unchanged.
pub const MAX_RANDOM_SEED: u64 = (1 << 53) - 1;

/// A fresh seed from two random numbers in `[0, 1)` (such as `Math.random()` gives),
/// at most [`MAX_RANDOM_SEED`]. Out-of-range or non-finite inputs are clamped, never a
/// panic.
pub fn seed_from_random(a: f64, b: f64) -> u64 {
    let unit = |x: f64| {
        if x.is_finite() {
            x.clamp(0.0, 1.0)
        } else {
            0.0
        }
    };
    // 26 high bits from one number and 27 low bits from the other: 53 bits in all.
    let high = ((unit(a) * (1u64 << 26) as f64) as u64).min((1 << 26) - 1);
    let low = ((unit(b) * (1u64 << 27) as f64) as u64).min((1 << 27) - 1);
    (high << 27) | low
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_seeds_fit_a_javascript_number() {
        assert_eq!(seed_from_random(0.0, 0.0), 0);
        let near_one = 1.0 - f64::EPSILON;
        assert_eq!(seed_from_random(near_one, near_one), MAX_RANDOM_SEED);
        assert_eq!(seed_from_random(1.0, 1.0), MAX_RANDOM_SEED);
        assert_eq!(seed_from_random(f64::NAN, -3.0), 0);
        assert_ne!(seed_from_random(0.25, 0.5), seed_from_random(0.5, 0.25));
        assert!(seed_from_random(0.999, 0.001) <= MAX_RANDOM_SEED);
    }
}
