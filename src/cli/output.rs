//! How every command answers: its output ([`emit`]) or a one-line refusal ([`fail`],
//! [`CliError`]). A leaf module: the commands and the top module import it, it imports
//! none of them, so no command module and the top module import each other.

use dominoes::rules::Variant;
use std::collections::BTreeMap;
use std::fmt;
use std::io::Write;

/// A refusal of the command line: one line naming the problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CliError(pub String);

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for CliError {}

/// A refusal; control characters (from a file name, an option...) are escaped so the
/// message stays on one line.
pub(crate) fn fail<T>(message: impl Into<String>) -> Result<T, CliError> {
    let message: String = message.into();
    Err(CliError(
        message
            .chars()
            .map(|c| {
                if c.is_control() {
                    c.escape_default().to_string()
                } else {
                    c.to_string()
                }
            })
            .collect(),
    ))
}

/// Writes a command's output and flushes it.
pub(crate) fn emit(out: &mut dyn Write, text: &str) -> Result<(), CliError> {
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .or_else(|e| fail(format!("cannot write the output: {e}")))
}
/// The variant's house rules, key to value.
pub(crate) fn rules_map(variant: &Variant) -> BTreeMap<String, String> {
    variant
        .rules()
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}
