//! The deal's seed: read from a link (`?seed=N`) or made from the browser's random
//! numbers. Pure functions, so they are tested natively; the browser calls live in the
//! app's hooks.

use std::fmt;

/// The largest seed a fresh deal picks: the largest integer a JavaScript number holds
/// exactly, so a seed copied through any link or script survives unchanged.
pub const MAX_RANDOM_SEED: u64 = (1 << 53) - 1;

/// A `seed` in the link that is not a seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeedError {
    /// The text found after `seed=`.
    pub text: String,
}

impl fmt::Display for SeedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let shown: String = self.text.chars().take(24).collect();
        let more = if self.text.chars().count() > 24 {
            "…"
        } else {
            ""
        };
        write!(
            f,
            "The link's seed \"{shown}{more}\" is not a whole number from 0 to {}, so this is a fresh deal.",
            u64::MAX
        )
    }
}

impl std::error::Error for SeedError {}

/// The seed named by a URL query string such as `?seed=42&x=1` (with or without the
/// leading `?`): `Ok(None)` when there is no `seed`, an error when it is not a number.
/// The first `seed` wins.
pub fn seed_from_query(query: &str) -> Result<Option<u64>, SeedError> {
    let query = query.strip_prefix('?').unwrap_or(query);
    let Some(value) = query
        .split('&')
        .filter_map(|pair| pair.split_once('=').or(Some((pair, ""))))
        .find(|(key, _)| *key == "seed")
        .map(|(_, value)| value)
    else {
        return Ok(None);
    };
    let digits_only = !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit());
    match value.parse::<u64>() {
        Ok(seed) if digits_only => Ok(Some(seed)),
        _ => Err(SeedError {
            text: value.to_string(),
        }),
    }
}

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
    fn reads_the_seed_from_a_query() {
        assert_eq!(seed_from_query("?seed=42"), Ok(Some(42)));
        assert_eq!(seed_from_query("seed=7"), Ok(Some(7)));
        assert_eq!(seed_from_query("?a=1&seed=0&b"), Ok(Some(0)));
        assert_eq!(seed_from_query("?seed=1&seed=2"), Ok(Some(1)));
        assert_eq!(
            seed_from_query("?seed=18446744073709551615"),
            Ok(Some(u64::MAX))
        );
    }

    #[test]
    fn no_seed_is_not_an_error() {
        assert_eq!(seed_from_query(""), Ok(None));
        assert_eq!(seed_from_query("?"), Ok(None));
        assert_eq!(seed_from_query("?seeds=3&xseed=4"), Ok(None));
    }

    #[test]
    fn a_bad_seed_is_a_typed_error_that_names_it() {
        for bad in [
            "?seed=",
            "?seed",
            "?seed=abc",
            "?seed=-1",
            "?seed=+1",
            "?seed=1.5",
            "?seed=18446744073709551616",
            "?seed=%31",
            "?seed=１",
        ] {
            let err = seed_from_query(bad).expect_err(bad);
            let text = err.to_string();
            assert!(text.contains(&err.text), "{bad}: {text}");
            assert!(text.contains("fresh deal"), "{bad}: {text}");
        }
    }

    #[test]
    fn a_long_bad_seed_is_shortened_in_the_message() {
        let long = format!("?seed={}", "x".repeat(500));
        let err = seed_from_query(&long).expect_err("long");
        assert!(err.to_string().len() < 150);
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
