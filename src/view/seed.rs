//! Fresh seeds made from the browser's random numbers, and the `think` setting of a
//! link. Pure functions, so they are tested natively; the browser calls live in the
//! app's hooks.

/// The largest seed a fresh deal picks: the largest integer a JavaScript number holds
/// exactly, so a seed copied through any link or script survives unchanged.
pub const MAX_RANDOM_SEED: u64 = (1 << 53) - 1;

/// The computer's thinking time a URL query asks for (`?think=1500`, in milliseconds,
/// 50 to 10,000): the hard level then thinks for about that long on every move instead
/// of its usual budget. For trying the AI's strength and the page's responsiveness; any
/// other value is ignored.
pub fn think_from_query(query: &str) -> Option<f64> {
    let query = query.strip_prefix('?').unwrap_or(query);
    let value = query
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .find(|(key, _)| *key == "think")?
        .1;
    let ms = value.parse::<u32>().ok()?;
    (50..=10_000).contains(&ms).then_some(f64::from(ms))
}

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
    fn a_thinking_time_is_read_only_within_its_range() {
        assert_eq!(think_from_query("?think=1500"), Some(1500.0));
        assert_eq!(think_from_query("seed=3&think=50"), Some(50.0));
        for bad in [
            "",
            "?think=",
            "?think=49",
            "?think=10001",
            "?think=1e3",
            "?thinks=100",
        ] {
            assert_eq!(think_from_query(bad), None, "{bad}");
        }
    }

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
