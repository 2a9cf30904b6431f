//! `dominoes replay` and `dominoes legal`: a game record read, replayed and reported.

use super::args::{Args, Spec};
use super::output::{emit, fail, rules_map, CliError};
use dominoes::record::{Record, RecordedMatch, MAX_RECORD_BYTES};
use dominoes::rules::input::shown;
use dominoes::rules::{Hand, HandEnding, Phase, Seat, Side};
use serde::Serialize;
use std::collections::BTreeMap;
use std::io::{Read, Write};

/// Reads and replays the record named by FILE (`-`: standard input).
fn load(
    file: &str,
    input: &mut dyn Read,
    observe: impl FnMut(dominoes::record::Step<'_>),
) -> Result<RecordedMatch, CliError> {
    let shown_name = shown(file);
    let name = if file == "-" {
        "standard input"
    } else {
        &shown_name
    };
    // At most one byte more than a record may have: enough to refuse a longer one
    // without reading it all.
    let limit = MAX_RECORD_BYTES as u64 + 1;
    let mut bytes = Vec::new();
    let read = if file == "-" {
        input.take(limit).read_to_end(&mut bytes)
    } else {
        std::fs::File::open(file).and_then(|f| f.take(limit).read_to_end(&mut bytes))
    };
    if let Err(e) = read {
        return fail(format!("cannot read {name}: {e}"));
    }
    if bytes.len() > MAX_RECORD_BYTES {
        return fail(format!(
            "{name}: the record is longer than {MAX_RECORD_BYTES} bytes; it was not read"
        ));
    }
    let Ok(text) = String::from_utf8(bytes) else {
        return fail(format!("{name} is not UTF-8 text"));
    };
    let record = Record::parse(&text).or_else(|e| fail(format!("{name}: {e}")))?;
    record
        .replay_with(observe)
        .or_else(|e| fail(format!("{name}: {e}")))
}

/// Values by side or seat name, written as a JSON object in table order (South first,
/// North-South before East-West) rather than sorted by name.
struct Named<T>(Vec<(&'static str, T)>);

impl<T: Serialize> Serialize for Named<T> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (name, value) in &self.0 {
            map.serialize_entry(name, value)?;
        }
        map.end()
    }
}

/// How a hand ended.
#[derive(Serialize)]
#[serde(tag = "how", rename_all = "lowercase")]
enum EndReport {
    Out {
        seat: &'static str,
        tile: String,
        key_tile: bool,
        either_end: bool,
    },
    Blocked,
}

/// One replayed move.
#[derive(Serialize)]
struct MoveReport {
    seat: &'static str,
    #[serde(rename = "move")]
    text: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    legal: Option<Vec<String>>,
}

/// One replayed hand.
#[derive(Serialize)]
struct HandReport {
    hand: usize,
    poser: &'static str,
    finished: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    end: Option<EndReport>,
    #[serde(skip_serializing_if = "Option::is_none")]
    winner: Option<&'static str>,
    tied: bool,
    points: Named<i32>,
    counts: Named<u32>,
    notes: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    score_after: Option<Named<i32>>,
    match_notes: Vec<String>,
    moves: Vec<MoveReport>,
}

/// The position a replay stops in, when its hand is still being played.
#[derive(Serialize)]
struct NextReport {
    hand: usize,
    to_move: &'static str,
    phase: &'static str,
    legal: Vec<String>,
}

/// The `replay` output.
#[derive(Serialize)]
struct ReplayReport {
    family: &'static str,
    players: u8,
    set: u8,
    rules: BTreeMap<String, String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
    hands: Vec<HandReport>,
    score: Named<i32>,
    games: Named<i32>,
    over: bool,
    winner: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    next: Option<NextReport>,
}

fn legal_texts(hand: &Hand) -> Vec<String> {
    hand.legal_moves()
        .iter()
        .map(|&m| hand.notation(m))
        .collect()
}

fn phase_name(phase: Phase) -> &'static str {
    match phase {
        Phase::ChoosePoser(_) => "choose poser",
        Phase::Pose => "pose",
        Phase::Play => "play",
        Phase::Over => "over",
    }
}

/// `dominoes replay FILE [--legal]`.
pub(super) fn replay_command(
    rest: &[String],
    input: &mut dyn Read,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let args = Args::parse(
        rest,
        &Spec {
            takes_value: &[],
            flags: &["--legal"],
        },
    )?;
    let file = args.file("replay")?;
    let with_legal = args.flag("--legal");
    // Per hand, the seat to move and (with --legal) the legal moves before every move,
    // gathered as the replay goes.
    let mut before: Vec<Vec<(Seat, Option<Vec<String>>)>> = Vec::new();
    let played = load(file, input, |step| {
        if before.len() < step.hand {
            before.resize(step.hand, Vec::new());
        }
        let hand = step.game.hand();
        let legal = with_legal.then(|| legal_texts(hand));
        before[step.hand - 1].push((hand.turn(), legal));
    })?;
    let game = played.game();
    let variant = game.variant();
    let players = variant.players();
    let sides = variant.sides();
    let side_scores = |values: &[i32]| -> Named<i32> {
        Named(
            (0..sides)
                .map(|s| {
                    let value = values.get(s as usize).copied().unwrap_or(0);
                    (variant.side_name(Side::new(s)), value)
                })
                .collect(),
        )
    };
    let record = played.record();
    let mut hands = Vec::new();
    for (i, recorded) in played.hands().iter().enumerate() {
        let result = game.results().get(i);
        // Only the last hand can be unfinished, and it is the match's current hand.
        let poser = result.map_or(game.hand().poser(), |r| r.poser);
        let steps = before.get(i).map_or(&[][..], Vec::as_slice);
        // The moves as the record writes them (with any signal), in its own notation.
        let texts = record.hands.get(i).map_or(&[][..], |h| h.moves.as_slice());
        let moves = texts
            .iter()
            .zip(steps)
            .map(|(text, (seat, legal))| MoveReport {
                seat: seat.name(players),
                text: text.clone(),
                legal: legal.clone(),
            })
            .collect();
        hands.push(HandReport {
            hand: i + 1,
            poser: poser.name(players),
            finished: result.is_some(),
            end: result.map(|r| match r.end {
                HandEnding::Out {
                    seat,
                    tile,
                    key_tile,
                    either_end,
                } => EndReport::Out {
                    seat: seat.name(players),
                    tile: tile.to_string(),
                    key_tile,
                    either_end,
                },
                HandEnding::Blocked => EndReport::Blocked,
            }),
            winner: result.and_then(|r| r.winner).map(|s| variant.side_name(s)),
            tied: result.is_some_and(|r| r.winner.is_none()),
            points: side_scores(result.map_or(&[][..], |r| &r.points[..])),
            counts: Named(
                Seat::all(players)
                    .map(|s| {
                        let count =
                            result.map_or_else(|| game.hand().count(s), |r| r.counts[s.index()]);
                        (s.name(players), count)
                    })
                    .collect(),
            ),
            notes: result.map(|r| r.notes.clone()).unwrap_or_default(),
            score_after: recorded.scores_after.as_deref().map(side_scores),
            match_notes: recorded.match_notes.clone(),
            moves,
        });
    }
    let hand = game.hand();
    let next = (!hand.is_over()).then(|| NextReport {
        hand: played.hands().len(),
        to_move: hand.turn().name(players),
        phase: phase_name(hand.phase()),
        legal: legal_texts(hand),
    });
    let state = game.state();
    let games: Vec<i32> = state.games.iter().map(|&g| g as i32).collect();
    let report = ReplayReport {
        family: variant.family().id(),
        players,
        set: variant.set().top(),
        rules: rules_map(variant),
        seed: played.seed(),
        hands,
        score: side_scores(&state.scores),
        games: side_scores(&games),
        over: game.is_over(),
        winner: game.winner().map(|s| variant.side_name(s)),
        next,
    };
    let text = serde_json::to_string_pretty(&report).or_else(|e| fail(e.to_string()))?;
    emit(out, &format!("{text}\n"))
}

/// `dominoes legal FILE`.
pub(super) fn legal_command(
    rest: &[String],
    input: &mut dyn Read,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let args = Args::parse(
        rest,
        &Spec {
            takes_value: &[],
            flags: &[],
        },
    )?;
    let file = args.file("legal")?;
    let played = load(file, input, |_| {})?;
    let game = played.game();
    let hand = game.hand();
    let players = game.variant().players();
    #[derive(Serialize)]
    struct LegalReport {
        hand: usize,
        hand_over: bool,
        match_over: bool,
        #[serde(skip_serializing_if = "Option::is_none")]
        to_move: Option<&'static str>,
        phase: &'static str,
        legal: Vec<String>,
    }
    let report = LegalReport {
        hand: played.hands().len(),
        hand_over: hand.is_over(),
        match_over: game.is_over(),
        to_move: (!hand.is_over()).then(|| hand.turn().name(players)),
        phase: phase_name(hand.phase()),
        legal: legal_texts(hand),
    };
    let text = serde_json::to_string_pretty(&report).or_else(|e| fail(e.to_string()))?;
    emit(out, &format!("{text}\n"))
}
