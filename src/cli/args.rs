//! The one argument parser of every command: options (`--name value`, `--name=value`,
//! flags) and positional arguments, with their names checked and their values bounded.

use super::output::{fail, CliError};
use dominoes::rules::input::{parse_seed, shown, MAX_HOUSE_RULES};
use dominoes::rules::{Family, HouseRules, Variant};

/// Options and positional arguments, read with their names checked.
pub(super) struct Args {
    options: Vec<(String, Option<String>)>,
    positional: Vec<String>,
}

/// What a command accepts.
pub(super) struct Spec<'a> {
    /// Options followed by a value (`--hands 5` or `--hands=5`).
    pub takes_value: &'a [&'a str],
    /// Options that stand alone (`--json`).
    pub flags: &'a [&'a str],
}

/// The options that choose a game: `--family`, `--players`, `--set` and `--rule`.
pub(super) const VARIANT_OPTIONS: [&str; 4] = ["--family", "--players", "--set", "--rule"];

impl Args {
    /// Splits `args` into options and positionals, refusing unknown options.
    pub fn parse(args: &[String], spec: &Spec) -> Result<Args, CliError> {
        let mut parsed = Args {
            options: Vec::new(),
            positional: Vec::new(),
        };
        let mut iter = args.iter();
        while let Some(arg) = iter.next() {
            if !arg.starts_with("--") {
                parsed.positional.push(arg.clone());
                continue;
            }
            let (name, inline) = match arg.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (arg.as_str(), None),
            };
            if spec.takes_value.contains(&name) {
                let value = match inline {
                    Some(v) => v,
                    None => match iter.next() {
                        Some(v) => v.clone(),
                        None => return fail(format!("{name} needs a value")),
                    },
                };
                parsed.options.push((name.to_string(), Some(value)));
            } else if spec.flags.contains(&name) {
                if inline.is_some() {
                    return fail(format!("{name} takes no value"));
                }
                parsed.options.push((name.to_string(), None));
            } else {
                return fail(format!(
                    "unknown option '{}'; see 'dominoes help'",
                    shown(name)
                ));
            }
        }
        Ok(parsed)
    }

    /// Whether the flag `name` was given.
    pub fn flag(&self, name: &str) -> bool {
        self.options.iter().any(|(n, _)| n == name)
    }

    /// The last value given for `name`.
    pub fn value(&self, name: &str) -> Option<&str> {
        self.options
            .iter()
            .rev()
            .find(|(n, _)| n == name)
            .and_then(|(_, v)| v.as_deref())
    }

    /// Every value given for `name`, in order.
    pub fn values<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.options
            .iter()
            .filter(move |(n, _)| n == name)
            .filter_map(|(_, v)| v.as_deref())
    }

    /// A whole number written in ASCII digits only (no sign, no spaces), from `min` to
    /// `max`.
    pub fn whole(&self, name: &str, min: u64, max: u64) -> Result<Option<u64>, CliError> {
        let Some(text) = self.value(name) else {
            return Ok(None);
        };
        let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
        match text.parse::<u64>().ok().filter(|_| digits) {
            Some(n) if n < min => fail(format!("{name} must be at least {min}")),
            Some(n) if n > max => fail(format!("{name} must be at most {max}, not {n}")),
            Some(n) => Ok(Some(n)),
            None => fail(format!(
                "{name} takes a whole number, not '{}' (digits only)",
                shown(text)
            )),
        }
    }

    /// A small whole number (a player count, a set).
    pub fn small(&self, name: &str) -> Result<Option<u8>, CliError> {
        Ok(self.whole(name, 0, u8::MAX.into())?.map(|n| n as u8))
    }

    /// `--seed`: digits only, as everywhere a seed is written.
    pub fn seed(&self) -> Result<u64, CliError> {
        match self.value("--seed") {
            None => Ok(1),
            Some(text) => parse_seed(text).or_else(|e| fail(format!("--seed: {e}"))),
        }
    }

    /// A number of milliseconds above 0 and at most `max`.
    pub fn millis(&self, name: &str, max: f64) -> Result<Option<f64>, CliError> {
        let Some(text) = self.value(name) else {
            return Ok(None);
        };
        match text.parse::<f64>() {
            Ok(ms) if ms > 0.0 && ms <= max => Ok(Some(ms)),
            _ => fail(format!(
                "{name} must be a number of milliseconds above 0, at most {max}, not '{}'",
                shown(text)
            )),
        }
    }

    /// The positional arguments, in order.
    pub fn positional(&self) -> &[String] {
        &self.positional
    }

    /// Refuses any positional argument.
    pub fn no_positional(&self, command: &str) -> Result<(), CliError> {
        match self.positional.first() {
            Some(extra) => fail(format!("{command} takes no argument '{}'", shown(extra))),
            None => Ok(()),
        }
    }

    /// The one FILE argument.
    pub fn file(&self, command: &str) -> Result<&str, CliError> {
        match self.positional.as_slice() {
            [file] => Ok(file),
            [] => fail(format!(
                "{command} needs a record FILE (or - for standard input)"
            )),
            [_, extra, ..] => fail(format!(
                "{command} takes one FILE; unexpected '{}'",
                shown(extra)
            )),
        }
    }

    /// `--family`, required.
    pub fn family(&self) -> Result<Family, CliError> {
        let Some(id) = self.value("--family") else {
            let ids: Vec<&str> = Family::ALL.into_iter().map(Family::id).collect();
            return fail(format!("--family is required ({})", ids.join(", ")));
        };
        Family::from_id(id).or_else(|e| fail(e.to_string()))
    }

    /// The variant from `--family`, `--players`, `--set` and `--rule`.
    pub fn variant(&self) -> Result<Variant, CliError> {
        let family = self.family()?;
        let players = self.small("--players")?.unwrap_or(family.default_players());
        let set = match self.small("--set")? {
            Some(top) => top,
            None => family.sets().first().map_or(6, |s| s.top()),
        };
        if self.values("--rule").count() > MAX_HOUSE_RULES {
            return fail(format!("at most {MAX_HOUSE_RULES} --rule options are read"));
        }
        let mut rules = HouseRules::new();
        for rule in self.values("--rule") {
            match rule.split_once('=') {
                Some((key, value)) => {
                    rules.set(key.trim(), value.trim());
                }
                None => return fail(format!("--rule takes KEY=VALUE, not '{}'", shown(rule))),
            }
        }
        Variant::new(family, players, set, &rules).or_else(|e| fail(e.to_string()))
    }
}
