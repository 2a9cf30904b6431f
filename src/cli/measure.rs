//! `dominoes measure`: the research behind the AI's guesses of hidden tiles
//! ([`dominoes::ai::research`]), printed as text.

use super::args::{Args, Spec};
use super::output::{emit, fail, CliError};
use dominoes::ai::research::{belief_quality, fit_choice_model, TEMPERS};
use dominoes::ai::Level;
use dominoes::rules::input::shown;
use std::io::Write;

/// The most self-play hands a measurement reads (each hand is played by the AI).
const MAX_HANDS: u64 = 100_000;

/// The most gradient steps of a fit.
const MAX_ITERATIONS: u64 = 1_000_000;

/// `dominoes measure belief [--hands N]` or `dominoes measure choice [--level L]
/// [--hands N] [--iterations N]`.
pub(super) fn command(rest: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let args = Args::parse(
        rest,
        &Spec {
            takes_value: &["--hands", "--level", "--iterations"],
            flags: &[],
        },
    )?;
    match args.positional() {
        [what] if what == "belief" => {
            for name in ["--level", "--iterations"] {
                if args.value(name).is_some() {
                    return fail(format!("measure belief takes no {name}"));
                }
            }
            let hands = args.whole("--hands", 1, MAX_HANDS)?.unwrap_or(150);
            let mut text = String::new();
            for (temper, mean) in TEMPERS.iter().zip(belief_quality(hands)) {
                text += &format!("temper {temper}: mean log p of the truth {mean:.4}\n");
            }
            emit(out, &text)
        }
        [what] if what == "choice" => {
            let level = match args.value("--level") {
                None => Level::Medium,
                Some(id) => match Level::ALL.into_iter().find(|l| l.id() == id) {
                    Some(level) => level,
                    None => {
                        let ids: Vec<&str> = Level::ALL.into_iter().map(Level::id).collect();
                        return fail(format!(
                            "unknown level '{}' (levels: {})",
                            shown(id),
                            ids.join(", ")
                        ));
                    }
                },
            };
            let hands = args.whole("--hands", 1, MAX_HANDS)?.unwrap_or(400);
            let iterations = args
                .whole("--iterations", 1, MAX_ITERATIONS)?
                .unwrap_or(3000);
            let mut text = String::new();
            for r in fit_choice_model(level, hands, iterations as usize, 1000) {
                text += &format!(
                    "{}: log-likelihood per choice {:.4}, weights {:.2?}\n",
                    r.iteration, r.log_likelihood, r.weights
                );
            }
            emit(out, &text)
        }
        [] => fail("measure needs what to measure: belief or choice"),
        [other, ..] => fail(format!(
            "measure takes belief or choice, not '{}'",
            shown(other)
        )),
    }
}
