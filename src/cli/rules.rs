//! `dominoes rules`: the families with their player counts, sets and house rules.

use super::args::{Args, Spec};
use super::output::{emit, fail, CliError};
use dominoes::rules::{Family, SetupError};
use std::io::Write;

/// `dominoes rules [--family F] [--players N]`.
pub(super) fn command(rest: &[String], out: &mut dyn Write) -> Result<(), CliError> {
    let args = Args::parse(
        rest,
        &Spec {
            takes_value: &["--family", "--players"],
            flags: &[],
        },
    )?;
    args.no_positional("rules")?;
    let players = args.small("--players")?;
    let families: Vec<Family> = match args.value("--family") {
        Some(_) => {
            let family = args.family()?;
            // A player count the family does not have is refused, as everywhere else.
            if let Some(players) = players.filter(|n| !family.player_counts().contains(n)) {
                return fail(SetupError::Players { family, players }.to_string());
            }
            vec![family]
        }
        None => {
            let families: Vec<Family> = Family::ALL
                .into_iter()
                .filter(|f| players.is_none_or(|n| f.player_counts().contains(&n)))
                .collect();
            if let (true, Some(n)) = (families.is_empty(), players) {
                return fail(format!("no family is played by {n}"));
            }
            families
        }
    };
    let mut text = String::new();
    for family in families {
        let counts: Vec<String> = family.player_counts().iter().map(u8::to_string).collect();
        let sets: Vec<String> = family.sets().iter().map(|s| s.top().to_string()).collect();
        text += &format!(
            "{:<12} {}{} (players {}; sets {})\n",
            family.id(),
            family.name(),
            if family.is_playable() {
                ""
            } else {
                ", not playable yet"
            },
            counts.join(", "),
            sets.join(", ")
        );
        let seat_counts: Vec<u8> = match players {
            Some(n) => vec![n],
            None => family.player_counts().to_vec(),
        };
        let mut shown: Vec<&str> = Vec::new();
        for &n in &seat_counts {
            for spec in family.rule_specs(n) {
                if shown.contains(&spec.key) {
                    continue;
                }
                shown.push(spec.key);
                // A rule offered only to some tables says which.
                let offered: Vec<String> = seat_counts
                    .iter()
                    .filter(|&&p| family.rule_specs(p).iter().any(|s| s.key == spec.key))
                    .map(u8::to_string)
                    .collect();
                let only = if offered.len() < seat_counts.len() {
                    format!(" (players: {})", offered.join(", "))
                } else {
                    String::new()
                };
                text += &format!(
                    "  --rule {}={}  {}{only}\n",
                    spec.key,
                    spec.values.join("|"),
                    spec.help
                );
            }
        }
    }
    emit(out, &text)
}
