//! Bounds on input from outside (records, the command line, the engine protocol, links)
//! and how such input is quoted back in a message.
//!
//! Everything that reads outside input checks it against these limits before doing work
//! whose cost grows with it, and quotes what it refuses through [`shown`], so a 50 MB
//! family name gives a one-line message, not a 50 MB one.

use std::fmt;

/// At most this many characters of a refused value are quoted in a message.
pub const SHOWN_CHARS: usize = 40;

/// At most this many house rules may be given at once (every family has fewer than ten;
/// the rest would be refused as unknown anyway, but only after reading them all).
pub const MAX_HOUSE_RULES: usize = 32;

/// A value quoted in a message: control characters escaped and, past [`SHOWN_CHARS`]
/// characters, cut with `...` and the full length.
pub fn shown(text: &str) -> String {
    let mut out = String::new();
    for (i, c) in text.chars().enumerate() {
        if i == SHOWN_CHARS {
            out.push_str(&format!("... ({} characters)", text.chars().count()));
            return out;
        }
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

/// A message from a parser (serde's, for instance) with every quoted stretch (between
/// backquotes or double quotes) longer than [`SHOWN_CHARS`] cut as [`shown`] does.
pub fn cut_quotes(message: &str) -> String {
    let mut out = String::with_capacity(message.len().min(1024));
    let mut rest = message;
    // Sliced with `get` and `split_once`, not by indexing: see the note in src/json.rs.
    while let Some(open) = rest.find(['`', '"']) {
        let quote = if rest.as_bytes()[open] == b'`' {
            '`'
        } else {
            '"'
        };
        out.push_str(rest.get(..open).unwrap_or_default());
        out.push(quote);
        let after = rest.get(open + 1..).unwrap_or_default();
        match after.split_once(quote) {
            Some((inside, next)) => {
                out.push_str(&shown(inside));
                out.push(quote);
                rest = next;
            }
            None => {
                out.push_str(&shown(after));
                return out;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Why a seed was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeedError(String);

impl fmt::Display for SeedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the seed '{}' is not a whole number from 0 to {} written in digits",
            shown(&self.0),
            u64::MAX
        )
    }
}

impl std::error::Error for SeedError {}

/// Reads a seed written as text: ASCII digits only (no sign, no spaces, no separators),
/// within 64 bits. The same form everywhere: `--seed`, a record's `"seed": "12"` and a
/// link's `seed=12`.
pub fn parse_seed(text: &str) -> Result<u64, SeedError> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    text.parse::<u64>()
        .ok()
        .filter(|_| digits)
        .ok_or_else(|| SeedError(text.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_values_are_quoted_whole() {
        assert_eq!(shown("chess"), "chess");
        assert_eq!(shown("a\nb"), "a\\nb");
    }

    #[test]
    fn long_values_are_cut_with_their_length() {
        let long = "x".repeat(1_000_000);
        let text = shown(&long);
        assert_eq!(text, format!("{}... (1000000 characters)", "x".repeat(40)));
        let msg = cut_quotes(&format!("unknown field `{long}`, expected `family`"));
        assert_eq!(
            msg,
            format!("unknown field `{}`, expected `family`", shown(&long))
        );
        let msg = cut_quotes(&format!("invalid value: string \"{long}"));
        assert_eq!(msg, format!("invalid value: string \"{}", shown(&long)));
    }

    #[test]
    fn quotes_of_either_kind_are_kept_with_what_they_hold() {
        // Each stretch ends at its own kind of quote; text outside quotes, multi-byte
        // characters and a quote left open are kept as they were.
        let msg = "é `a\"b` then \"c`d\" and `é";
        assert_eq!(cut_quotes(msg), msg);
        assert_eq!(cut_quotes(""), "");
        assert_eq!(cut_quotes("``\"\""), "``\"\"");
        let long = "ü".repeat(50);
        assert_eq!(
            cut_quotes(&format!("x \"{long}\" y `{long}` z")),
            format!("x \"{0}\" y `{0}` z", shown(&long))
        );
    }

    #[test]
    fn seeds_are_digits_only() {
        assert_eq!(parse_seed("12"), Ok(12));
        assert_eq!(parse_seed("0"), Ok(0));
        assert_eq!(parse_seed("18446744073709551615"), Ok(u64::MAX));
        for bad in [
            "+12",
            " 12 ",
            "12 ",
            "-1",
            "",
            "1_000",
            "18446744073709551616",
            "0x10",
        ] {
            let err = parse_seed(bad).unwrap_err();
            assert!(
                err.to_string().contains("written in digits"),
                "{bad}: {err}"
            );
        }
    }
}
