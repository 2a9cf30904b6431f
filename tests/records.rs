//! Game records: random matches of every playable family round-trip through JSON, every
//! kind of bad record is refused with a message naming the problem, and no input (random
//! text, mutated records) makes the parser or the replay panic.
#![cfg(not(target_arch = "wasm32"))]

use dominoes::record::{HandError, Record, RecordError, RecordedMatch};
use dominoes::rules::{Deal, Family, HouseRules, Match, Move, Rng, Signal, Variant};
use proptest::prelude::*;
use std::sync::OnceLock;

/// Every playable table: each family, player count and set, with house rules drawn at
/// random from the family's own list (no family is named here).
fn tables(rng: &mut Rng) -> Vec<Variant> {
    let mut out = Vec::new();
    for family in Family::ALL.into_iter().filter(|f| f.is_playable()) {
        for &players in family.player_counts() {
            for set in family.sets() {
                let mut rules = HouseRules::new();
                for spec in family.rule_specs(players) {
                    let pick = rng.below(spec.values.len() as u32) as usize;
                    rules.set(spec.key, spec.values[pick]);
                }
                match Variant::new(family, players, set.top(), &rules) {
                    Ok(v) => out.push(v),
                    Err(e) => panic!("{family:?} {players} {set}: {e}"),
                }
            }
        }
    }
    out
}

/// A deal the game accepts, shuffled from `rng`.
fn random_deal(variant: &Variant, rng: &mut Rng) -> Deal {
    loop {
        let deal = Deal::shuffled(variant.mechanics(), rng);
        if !variant.mechanics().needs_double || deal.has_double() {
            return deal;
        }
    }
}

/// Plays random legal moves for up to `max_hands` hands (or to the end of the match),
/// with some hands dealt explicitly, and may stop in the middle of the last hand.
fn random_match(variant: &Variant, seed: u64, max_hands: usize) -> RecordedMatch {
    let mut rng = Rng::new(seed ^ 0xABCD);
    let explicit_first = rng.below(3) == 0;
    let mut game = if explicit_first {
        let deal = random_deal(variant, &mut rng);
        let seed = (rng.below(2) == 0).then_some(seed);
        RecordedMatch::with_deal(variant.clone(), seed, deal).expect("a dealt double")
    } else {
        RecordedMatch::new(variant.clone(), seed)
    };
    let stop_early = rng.below(2) == 0;
    loop {
        let hand = game.game().hand();
        let legal = hand.legal_moves();
        assert!(!legal.is_empty(), "no legal move in a live hand");
        let mv = legal[rng.below(legal.len() as u32) as usize];
        let is_play = matches!(mv, Move::Play { .. });
        if is_play && game.game().signals_allowed() && rng.below(2) == 0 {
            let signal = Signal::ALL[rng.below(3) as usize];
            game.play_with_signal(mv, signal)
                .expect("a legal play takes a signal");
        } else {
            game.play(mv).expect("a legal move is accepted");
        }
        if !game.game().hand_finished() {
            if stop_early && game.hands().len() >= max_hands && rng.below(20) == 0 {
                return game;
            }
            continue;
        }
        if game.game().is_over() || game.hands().len() >= max_hands {
            return game;
        }
        let dealt = if game.seed().is_none() || rng.below(4) == 0 {
            let deal = random_deal(variant, &mut rng);
            game.next_hand_with(deal)
        } else {
            game.next_hand()
        };
        assert_eq!(dealt, Ok(()));
    }
}

fn assert_same(a: &RecordedMatch, b: &RecordedMatch, what: &str) {
    assert_eq!(a.game().results(), b.game().results(), "{what}: results");
    assert_eq!(a.game().state(), b.game().state(), "{what}: match state");
    assert_eq!(a.hands(), b.hands(), "{what}: hands");
    assert_eq!(a.game().hand().turn(), b.game().hand().turn(), "{what}");
    assert_eq!(
        a.game().hand().legal_moves().to_vec(),
        b.game().hand().legal_moves().to_vec(),
        "{what}: legal moves"
    );
    assert_eq!(a.record(), b.record(), "{what}: record");
}

#[test]
fn random_matches_of_every_family_round_trip() {
    let mut rng = Rng::new(2024);
    let mut matches = 0;
    for variant in tables(&mut rng) {
        for k in 0..3u64 {
            let seed = rng.next_u64() ^ k;
            let what = format!(
                "{} {}p double-{} seed {seed}",
                variant.family().id(),
                variant.players(),
                variant.set().top()
            );
            let played = random_match(&variant, seed, 8);
            let record = played.record();
            let json = record.to_json();
            let parsed = Record::parse(&json).unwrap_or_else(|e| panic!("{what}: {e}\n{json}"));
            assert_eq!(parsed, record, "{what}: JSON round trip");
            let replayed = parsed
                .replay()
                .unwrap_or_else(|e| panic!("{what}: {e}\n{json}"));
            assert_same(&played, &replayed, &what);
            matches += 1;
        }
    }
    assert!(matches >= 5 * 3, "every playable family was played");
}

#[test]
fn signals_are_written_with_their_plays() {
    let Ok(variant) = Variant::new(
        Family::Haitian,
        4,
        6,
        HouseRules::new().set("signals", "on"),
    ) else {
        return; // Not playable in this version.
    };
    let mut game = RecordedMatch::new(variant, 3);
    let mut signals = 0;
    while !game.game().hand_finished() {
        let legal = game.game().hand().legal_moves();
        let mv = legal[0];
        if matches!(mv, Move::Play { .. }) {
            game.play_with_signal(mv, Signal::Strong).unwrap();
            signals += 1;
        } else {
            game.play(mv).unwrap();
        }
    }
    let record = game.record();
    let written = record.hands[0]
        .moves
        .iter()
        .filter(|m| m.ends_with(" signal strong"))
        .count();
    assert_eq!(written, signals);
    assert!(signals > 0);
    assert_same(&game, &record.replay().unwrap(), "signals");
}

#[test]
fn whole_matches_round_trip_and_refuse_anything_after_the_end() {
    let variant = Variant::new(Family::BlockDraw, 2, 6, &HouseRules::new()).unwrap();
    let played = random_match(&variant, 77, usize::MAX);
    assert!(played.game().is_over(), "played to the end");
    let record = played.record();
    assert_same(&played, &record.replay().unwrap(), "whole match");

    let hands = record.hands.len();
    let mut extra_hand = record.clone();
    extra_hand.hands.push(Default::default());
    assert_error(
        &extra_hand,
        &format!(
            "hand {}: the match was already over after hand {hands}",
            hands + 1
        ),
    );

    let mut extra_move = record.clone();
    let last = extra_move.hands.last_mut().unwrap();
    last.moves.push("pass".into());
    let n = last.moves.len();
    assert_error(
        &extra_move,
        &format!("hand {hands}, move {n} 'pass': the match is over"),
    );
}

#[test]
fn seeded_hands_replay_like_the_game_deals_them() {
    // A record with only a seed deals every hand exactly as `Match` does.
    let variant = Variant::standard(Family::Jamaican).unwrap();
    let mut game = RecordedMatch::new(variant.clone(), 5);
    let mut rng = Rng::new(8);
    while game.hands().len() < 3 && !game.game().is_over() {
        if game.game().hand_finished() {
            game.next_hand().unwrap();
        }
        let legal = game.game().hand().legal_moves();
        game.play(legal[rng.below(legal.len() as u32) as usize])
            .unwrap();
    }
    let mut plain = Match::new(variant, 5);
    for hand in game.hands() {
        assert!(hand.deal.is_none());
        if plain.hand_finished() {
            plain.next_hand();
        }
        for &mv in &hand.moves {
            plain.play(mv).unwrap();
        }
    }
    assert_eq!(plain.results(), game.game().results());
    let record = game.record();
    assert!(record.hands.iter().all(|h| h.deal.is_none()));
    assert_same(&game, &record.replay().unwrap(), "seeded");
}

#[test]
fn recorded_match_refuses_to_deal_out_of_turn() {
    let variant = Variant::standard(Family::Jamaican).unwrap();
    let mut game = RecordedMatch::new(variant.clone(), 1);
    assert_eq!(game.next_hand(), Err(HandError::InProgress));
    let mut rng = Rng::new(3);
    let deal = random_deal(&variant, &mut rng);
    let mut no_seed = RecordedMatch::with_deal(variant.clone(), None, deal).unwrap();
    while !no_seed.game().hand_finished() {
        let legal = no_seed.game().hand().legal_moves();
        no_seed.play(legal[0]).unwrap();
    }
    assert_eq!(no_seed.next_hand(), Err(HandError::NoSeed));
    let record = no_seed.record();
    assert_eq!(record.seed, None);
    assert_same(&no_seed, &record.replay().unwrap(), "no seed");
}

fn assert_error(record: &Record, expected: &str) {
    match record.replay() {
        Ok(_) => panic!("accepted, expected: {expected}\n{}", record.to_json()),
        Err(e) => assert!(
            e.to_string().contains(expected),
            "message {:?} does not contain {expected:?}",
            e.to_string()
        ),
    }
}

fn assert_refused(json: &str, expected: &str) {
    let message = match Record::parse(json).and_then(|r| r.replay()) {
        Ok(_) => panic!("accepted, expected: {expected}\n{json}"),
        Err(e) => e.to_string(),
    };
    assert!(
        message.contains(expected),
        "message {message:?} does not contain {expected:?}"
    );
}

/// A Jamaican deal: South holds 6-6 and every blank.
const JAMAICAN_DEAL: &str = r#"{"hands": [
    ["6-6","0-0","0-1","0-2","0-3","0-4","0-5"],
    ["0-6","1-1","1-2","1-3","1-4","1-5","2-2"],
    ["1-6","2-3","2-4","2-5","2-6","3-3","3-4"],
    ["3-5","3-6","4-4","4-5","4-6","5-5","5-6"]]}"#;

fn jamaican(moves: &str) -> String {
    format!(
        r#"{{"family": "jamaican", "hands": [{{"deal": {JAMAICAN_DEAL}, "moves": [{moves}]}}]}}"#
    )
}

#[test]
fn a_hand_written_record_replays() {
    let record =
        Record::parse(&jamaican(r#""pose 6-6", "0-6 left", "2-6 right", "pass""#)).unwrap();
    let game = record.replay().unwrap();
    assert_eq!(game.hands()[0].moves.len(), 4);
    let hand = game.game().hand();
    assert_eq!(hand.turn().name(4), "South");
    let legal: Vec<String> = hand
        .legal_moves()
        .iter()
        .map(|&m| hand.notation(m))
        .collect();
    assert!(legal.contains(&"0-2 right".to_string()), "{legal:?}");
    assert_eq!(hand.count(dominoes::rules::Seat::new(3)), 65, "West passed");
}

#[test]
fn bad_json_is_refused_with_its_position() {
    assert_refused("", "bad JSON at line 1, column 0: EOF while parsing");
    assert_refused(
        "{\n  \"family\": \"jamaican\",\n}",
        "bad JSON at line 3, column 1: trailing comma",
    );
    assert_refused(
        r#""a record""#,
        "bad JSON at line 1, column 10: invalid type: string \"a record\", expected struct Record",
    );
    assert_refused(r#"{"seed": 1}"#, "missing field `family`");
    assert_refused(
        r#"{"family": "jamaican", "players": "four", "seed": 1}"#,
        "bad JSON at line 1, column 40: invalid type: string \"four\", expected u8",
    );
    assert_refused(
        r#"{"family": "jamaican", "seed": -4}"#,
        "invalid value: integer `-4`, expected a seed",
    );
    assert_refused(r#"{"family": "jamaican", "sed": 4}"#, "unknown field `sed`");
    assert_refused(
        r#"{"family": "jamaican", "seed": 4, "hands": [{"moves": "pass"}]}"#,
        "invalid type: string \"pass\", expected a sequence",
    );
}

#[test]
fn bad_tables_are_refused() {
    assert_refused(
        r#"{"family": "dominican", "seed": 1}"#,
        "unknown family 'dominican'",
    );
    if let Some(family) = Family::ALL.into_iter().find(|f| !f.is_playable()) {
        assert_refused(
            &format!(r#"{{"family": "{}", "seed": 1}}"#, family.id()),
            "is not playable in this version yet",
        );
    }
    assert_refused(
        r#"{"family": "jamaican", "players": 3, "seed": 1}"#,
        "Jamaican Partner is not played by 3",
    );
    assert_refused(
        r#"{"family": "jamaican", "set": 9, "seed": 1}"#,
        "not played with a double-9 set",
    );
    assert_refused(
        r#"{"family": "jamaican", "rules": {"speed": "fast"}, "seed": 1}"#,
        "has no house rule 'speed'",
    );
    assert_refused(
        r#"{"family": "jamaican", "rules": {"pose": "polite"}, "seed": 1}"#,
        "house rule 'pose' cannot be 'polite' (values: tournament, sporting)",
    );
    assert_refused(
        r#"{"family": "jamaican"}"#,
        "hand 1 has no deal and the record has no seed to deal it from",
    );
}

#[test]
fn bad_deals_are_refused() {
    let deal = |d: &str| format!(r#"{{"family": "jamaican", "hands": [{{"deal": {d}}}]}}"#);
    assert_refused(
        &deal(&JAMAICAN_DEAL.replace("\"1-5\"", "\"1-x\"")),
        "hand 1: in East's tiles, '1-x' is not a tile",
    );
    assert_refused(
        &deal(&JAMAICAN_DEAL.replace("\"1-5\"", "\"0-4\"")),
        "hand 1: tile 0-4 is dealt twice",
    );
    assert_refused(
        &deal(&JAMAICAN_DEAL.replace("\"1-5\"", "\"7-7\"")),
        "hand 1: tile 7-7 is not in this game's set",
    );
    assert_refused(
        &deal(&JAMAICAN_DEAL.replace(",\"3-4\"]", "]")),
        "hand 1: North is dealt 6 tiles but each player gets 7",
    );
    assert_refused(
        &deal(&JAMAICAN_DEAL.replace(",\"3-4\"]", ",\"3-4\",\"1-5\"]")),
        "hand 1: North is dealt 8 tiles but each player gets 7",
    );
    assert_refused(
        &deal(r#"{"hands": [["6-6"]]}"#),
        "hand 1: the deal lists 1 hands but 4 players play",
    );
    assert_refused(
        &deal(&JAMAICAN_DEAL.replace("]]}", r#"]], "boneyard": ["9-x"]}"#)),
        "hand 1: in the boneyard, '9-x' is not a tile",
    );
    // Two players with seven each: the boneyard must list all fourteen undealt tiles.
    assert_refused(
        r#"{"family": "cutthroat", "players": 2, "rules": {"hand_size": "7"}, "hands": [{"deal": {
            "hands": [["0-0","0-1","0-2","0-3","0-4","0-5","0-6"],
                      ["1-1","1-2","1-3","1-4","1-5","1-6","2-2"]],
            "boneyard": ["2-3"]}}]}"#,
        "hand 1: 13 tiles of the set are missing from the deal",
    );
    // Three players play without 0-0.
    assert_refused(
        r#"{"family": "cutthroat", "players": 3, "hands": [{"deal": {"hands": [
            ["0-0","0-1","0-2","0-3","0-4","0-5","0-6","1-1","1-2"], [], []]}}]}"#,
        "hand 1: tile 0-0 is not in this game's set",
    );
    // Block & Draw redeals a deal without a double, so a record may not contain one.
    assert_refused(
        r#"{"family": "blockdraw", "players": 2, "hands": [{"deal": {"hands": [
            ["0-1","0-2","0-3","0-4","0-5"], ["1-2","1-3","1-4","1-5","1-6"]]}}]}"#,
        "hand 1: the deal has no double",
    );
}

#[test]
fn bad_moves_are_refused_with_hand_and_move_numbers() {
    assert_refused(
        &jamaican(r#""pose 6-6", "0-6 middle""#),
        "hand 1, move 2: cannot read '0-6 middle': unknown end",
    );
    assert_refused(
        &jamaican(r#""pose 6-6", "06 left""#),
        "hand 1, move 2: cannot read '06 left': not a tile",
    );
    assert_refused(&jamaican(r#""jump""#), "hand 1, move 1: cannot read 'jump'");
    assert_refused(
        &jamaican(r#""pose 0-0""#),
        "hand 1, move 1 'pose 0-0' by South is illegal: this hand must be posed with 6-6",
    );
    assert_refused(
        &jamaican(r#""pose 6-6", "pass""#),
        "hand 1, move 2 'pass' by East is illegal: a tile fits, so it must be played",
    );
    assert_refused(
        &jamaican(r#""pose 6-6", "1-1 left""#),
        "hand 1, move 2 '1-1 left' by East is illegal: 1-1 does not fit",
    );
    assert_refused(
        &jamaican(r#""pose 6-6", "3-5 left""#),
        "hand 1, move 2 '3-5 left' by East is illegal: 3-5 is not in the hand",
    );
    assert_refused(
        &jamaican(r#""pose 6-6", "draw""#),
        "hand 1, move 2 'draw' by East is illegal: this game has no drawing",
    );
    assert_refused(
        &jamaican(r#""pose 6-6", "0-6 left signal strong""#),
        "hand 1, move 2 '0-6 left signal strong' by East is illegal: signals are not played",
    );
    assert_refused(
        &jamaican(r#""pose 6-6", "0-6 left signal loud""#),
        "hand 1, move 2: cannot read '0-6 left signal loud'",
    );
    assert_refused(
        &jamaican(r#""pose 6-6", "poser north""#),
        "hand 1, move 2 'poser north' by East is illegal",
    );
}

/// Block & Draw, two players, no drawing: South poses 6-6 and nobody can follow.
const BLOCKED: &str = r#"{"family": "blockdraw", "players": 2, "rules": {"mode": "block"},
 "hands": [{"deal": {"hands": [["6-6", "0-1", "0-2", "1-2", "0-0"],
                               ["1-1", "2-2", "3-3", "4-4", "5-5"]]},
            "moves": ["pose 6-6", "pass", "pass"EXTRA]}HANDS]}"#;

#[test]
fn moves_and_hands_past_the_end_are_refused() {
    let blocked = |more: &str, hands: &str| BLOCKED.replace("EXTRA", more).replace("HANDS", hands);
    let game = Record::parse(&blocked("", "")).unwrap().replay().unwrap();
    let result = &game.game().results()[0];
    assert_eq!(result.winner.map(|s| s.index()), Some(0));
    assert_eq!(result.points[0], 24, "North's 30 minus South's 6");
    assert_refused(
        &blocked(r#", "pass""#, ""),
        "hand 1, move 4 'pass': the hand is over (it ended after move 3)",
    );
    assert_refused(
        &jamaican(r#""pose 6-6"]}, {"moves": ["pass""#),
        "hand 1 is not finished, yet the record goes on to hand 2",
    );
    // The next hand has no deal and the record no seed.
    assert_refused(
        &blocked("", r#", {"moves": []}"#),
        "hand 2 has no deal and the record has no seed",
    );
}

fn error_is_named(result: Result<RecordedMatch, RecordError>) -> Result<(), TestCaseError> {
    if let Err(e) = result {
        let message = e.to_string();
        prop_assert!(!message.trim().is_empty());
        prop_assert!(!message.contains('\n'), "one line: {message}");
    }
    Ok(())
}

/// Valid records to mutate: short random matches of every playable table.
fn seeds() -> &'static [Record] {
    static RECORDS: OnceLock<Vec<Record>> = OnceLock::new();
    RECORDS.get_or_init(|| {
        let mut rng = Rng::new(99);
        tables(&mut rng)
            .iter()
            .enumerate()
            .map(|(i, v)| random_match(v, i as u64, 2).record())
            .collect()
    })
}

/// Move texts, right and wrong, to splice into records.
const MOVE_WORDS: &[&str] = &[
    "pass",
    "draw",
    "pose 6-6",
    "pose 0-0",
    "pose 15-15",
    "poser north",
    "poser east",
    "poser south",
    "6-6 left",
    "1-2 right",
    "3-4 left open 3",
    "3-4 left open 200",
    "0-0 north",
    "2-5 south",
    "5-6 west",
    "",
    "pose",
    "left",
    "6-x left",
    "99-1 right",
    "claim",
    "muggins",
    "6-2 left signal strong",
    "pass signal none",
    "4-4 right signal some",
    "6-6 left signal loud",
];

const FAMILY_IDS: &[&str] = &[
    "jamaican",
    "cutthroat",
    "french",
    "haitian",
    "chiva",
    "partnership",
    "blockdraw",
    "allfives",
    "matador",
    "",
    "JAMAICAN",
    "x",
];

const RULE_WORDS: &[&str] = &[
    "pose",
    "key_tile",
    "hand_size",
    "mode",
    "win",
    "games",
    "target",
    "7",
    "14",
    "on",
    "off",
    "block",
    "sporting",
    "",
];

const TILE_WORDS: &[&str] = &["6-6", "0-0", "15-15", "7-3", "x", "", "3:4", "[2-5]"];

/// One edit of a valid record.
#[derive(Clone, Debug)]
enum Edit {
    Players(u8),
    Set(u8),
    Family(usize),
    Rule(usize, usize),
    Seed(Option<u64>),
    ReplaceMove(usize, usize, usize),
    DropMove(usize, usize),
    DuplicateMove(usize, usize),
    DropDeal(usize),
    SwapTiles(usize, usize, usize, usize),
    TileText(usize, usize, usize),
    DropBoneyard(usize),
    AddHand,
    DropHand(usize),
}

fn edit() -> impl Strategy<Value = Edit> {
    let i = any::<usize>;
    prop_oneof![
        (0u8..7).prop_map(Edit::Players),
        prop_oneof![Just(0u8), Just(6), Just(9), Just(12), Just(15), Just(255)].prop_map(Edit::Set),
        (0usize..FAMILY_IDS.len()).prop_map(Edit::Family),
        (i(), i()).prop_map(|(a, b)| Edit::Rule(a, b)),
        proptest::option::of(0u64..4).prop_map(Edit::Seed),
        (i(), i(), i()).prop_map(|(a, b, c)| Edit::ReplaceMove(a, b, c)),
        (i(), i()).prop_map(|(a, b)| Edit::DropMove(a, b)),
        (i(), i()).prop_map(|(a, b)| Edit::DuplicateMove(a, b)),
        i().prop_map(Edit::DropDeal),
        (i(), i(), i(), i()).prop_map(|(a, b, c, d)| Edit::SwapTiles(a, b, c, d)),
        (i(), i(), i()).prop_map(|(a, b, c)| Edit::TileText(a, b, c)),
        i().prop_map(Edit::DropBoneyard),
        Just(Edit::AddHand),
        i().prop_map(Edit::DropHand),
    ]
}

fn apply(record: &mut Record, edit: &Edit) {
    let hands = record.hands.len();
    match *edit {
        Edit::Players(n) => record.players = Some(n),
        Edit::Set(n) => record.set = Some(n),
        Edit::Family(k) => record.family = FAMILY_IDS[k % FAMILY_IDS.len()].to_string(),
        Edit::Rule(a, b) => {
            let key = RULE_WORDS[a % RULE_WORDS.len()].to_string();
            let value = RULE_WORDS[b % RULE_WORDS.len()].to_string();
            record.rules.insert(key, value);
        }
        Edit::Seed(s) => record.seed = s,
        Edit::ReplaceMove(h, m, w) if hands > 0 => {
            let moves = &mut record.hands[h % hands].moves;
            if !moves.is_empty() {
                let m = m % moves.len();
                moves[m] = MOVE_WORDS[w % MOVE_WORDS.len()].to_string();
            }
        }
        Edit::DropMove(h, m) if hands > 0 => {
            let moves = &mut record.hands[h % hands].moves;
            if !moves.is_empty() {
                let m = m % moves.len();
                moves.remove(m);
            }
        }
        Edit::DuplicateMove(h, m) if hands > 0 => {
            let moves = &mut record.hands[h % hands].moves;
            if !moves.is_empty() {
                let m = m % moves.len();
                let copy = moves[m].clone();
                moves.insert(m, copy);
            }
        }
        Edit::DropDeal(h) if hands > 0 => record.hands[h % hands].deal = None,
        Edit::SwapTiles(h, a, b, t) if hands > 0 => {
            if let Some(deal) = record.hands[h % hands].deal.as_mut() {
                let seats = deal.hands.len();
                if seats == 0 {
                    return;
                }
                let (a, b) = (a % seats, b % seats);
                if !deal.hands[a].is_empty() && !deal.hands[b].is_empty() {
                    let ta = t % deal.hands[a].len();
                    let tb = (t / 7) % deal.hands[b].len();
                    let tile = deal.hands[a][ta].clone();
                    deal.hands[a][ta] = deal.hands[b][tb].clone();
                    deal.hands[b][tb] = tile;
                }
            }
        }
        Edit::TileText(h, s, w) if hands > 0 => {
            if let Some(deal) = record.hands[h % hands].deal.as_mut() {
                let seats = deal.hands.len();
                if seats == 0 {
                    return;
                }
                let seat = &mut deal.hands[s % seats];
                if !seat.is_empty() {
                    let k = w % seat.len();
                    seat[k] = TILE_WORDS[w % TILE_WORDS.len()].to_string();
                }
            }
        }
        Edit::DropBoneyard(h) if hands > 0 => {
            if let Some(deal) = record.hands[h % hands].deal.as_mut() {
                deal.boneyard = None;
            }
        }
        Edit::AddHand => record.hands.push(Default::default()),
        Edit::DropHand(h) if hands > 0 => {
            record.hands.remove(h % hands);
        }
        _ => {}
    }
}

/// Cases per property: 256, or `PROPTEST_CASES` for a longer hunt.
fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(256)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn any_text_never_panics(text in ".{0,200}") {
        error_is_named(Record::parse(&text).and_then(|r| r.replay()))?;
    }

    #[test]
    fn json_shaped_text_never_panics(
        text in r#"\{("(family|players|set|rules|seed|hands|deal|moves|boneyard)": ?(\[|\{|"jamaican"|"cutthroat"|[0-9]{1,3}|"[0-6]-[0-6]"|"pass"|\]|\}|,|null|true)*,? ?)*\}?"#
    ) {
        error_is_named(Record::parse(&text).and_then(|r| r.replay()))?;
    }

    #[test]
    fn mutated_json_text_never_panics(
        pick in any::<usize>(),
        edits in proptest::collection::vec((any::<usize>(), any::<char>(), 0u8..3), 1..6),
    ) {
        let records = seeds();
        let mut text: Vec<char> = records[pick % records.len()].to_json().chars().collect();
        for (at, c, op) in edits {
            if text.is_empty() {
                break;
            }
            let at = at % text.len();
            match op {
                0 => text[at] = c,
                1 => text.insert(at, c),
                _ => {
                    text.remove(at);
                }
            }
        }
        let text: String = text.into_iter().collect();
        error_is_named(Record::parse(&text).and_then(|r| r.replay()))?;
    }

    #[test]
    fn edited_records_never_panic(
        pick in any::<usize>(),
        edits in proptest::collection::vec(edit(), 1..5),
    ) {
        let records = seeds();
        let mut record = records[pick % records.len()].clone();
        for e in &edits {
            apply(&mut record, e);
        }
        error_is_named(record.replay())?;
        // Whatever replays also writes back to a record that replays the same.
        if let Ok(game) = record.replay() {
            let again = game.record().replay();
            prop_assert!(again.is_ok(), "{:?}", again.err());
        }
    }
}

#[test]
fn the_readme_example_record_replays() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/README.md");
    let readme = std::fs::read_to_string(path).expect("README.md is readable");
    let section = readme
        .split("### Game records")
        .nth(1)
        .expect("README has a Game records section");
    let json = section
        .split("```json")
        .nth(1)
        .and_then(|s| s.split("```").next())
        .expect("the section shows a record");
    let game = Record::parse(json)
        .and_then(|r| r.replay())
        .unwrap_or_else(|e| panic!("README record: {e}"));
    assert_eq!(game.hands()[0].moves.len(), 5);
}

/// A record with a flood of house-rule keys is refused after reading a few of them: the
/// error is reported where the 33rd key ends, near the start of the text. (Millions of
/// keys are refused by the length limit before that.)
#[test]
fn a_flood_of_house_rules_is_refused_early() {
    let keys: Vec<String> = (0..900_000).map(|i| format!("\"k{i}\": \"v\"")).collect();
    let text = format!(
        r#"{{"family": "jamaican", "rules": {{{}}}}}"#,
        keys.join(", ")
    );
    assert!(text.len() > 10_000_000 && text.len() < dominoes::record::MAX_RECORD_BYTES);
    match Record::parse(&text) {
        Err(RecordError::Json {
            line,
            column,
            message,
        }) => {
            assert_eq!(line, 1);
            assert!(column < 600, "refused at column {column}");
            assert!(message.contains("more than 32 house rules"), "{message}");
        }
        other => panic!("{other:?}"),
    }
    // Thirty-two are read (and then refused as unknown, one by one).
    let keys: Vec<String> = (0..32).map(|i| format!("\"k{i}\": \"v\"")).collect();
    assert_refused(
        &format!(
            r#"{{"family": "jamaican", "rules": {{{}}}}}"#,
            keys.join(", ")
        ),
        "Jamaican Partner has no house rule 'k0'",
    );
}

/// A record longer than [`MAX_RECORD_BYTES`] is refused before it is parsed.
#[test]
fn a_record_too_long_is_refused_unparsed() {
    let text = " ".repeat(dominoes::record::MAX_RECORD_BYTES + 1);
    assert_eq!(
        Record::parse(&text),
        Err(RecordError::TooLarge {
            bytes: dominoes::record::MAX_RECORD_BYTES + 1
        })
    );
}

/// Values quoted in a refusal are cut short, whatever their length.
#[test]
fn refused_values_are_quoted_cut_short() {
    let long = "q".repeat(5_000_000);
    let cut = format!("{}... (5000000 characters)", "q".repeat(40));
    for (json, expected) in [
        (
            format!(r#"{{"family": "{long}"}}"#),
            format!("unknown family '{cut}'"),
        ),
        (
            format!(r#"{{"family": "jamaican", "{long}": 1}}"#),
            format!("unknown field `{cut}`"),
        ),
        (
            format!(r#"{{"family": "jamaican", "rules": {{"{long}": "on"}}}}"#),
            format!("has no house rule '{cut}'"),
        ),
        (
            format!(r#"{{"family": "jamaican", "rules": {{"pose": "{long}"}}}}"#),
            format!("house rule 'pose' cannot be '{cut}'"),
        ),
        (
            jamaican(&format!(r#""pose 6-6", "{long}""#)),
            format!("cannot read '{cut}'"),
        ),
        (
            format!(r#"{{"family": "jamaican", "seed": "{long}"}}"#),
            format!("the seed '{cut}'"),
        ),
    ] {
        let message = match Record::parse(&json).and_then(|r| r.replay()) {
            Ok(_) => panic!("accepted: {expected}"),
            Err(e) => e.to_string(),
        };
        assert!(message.len() < 400, "{} bytes", message.len());
        assert!(
            message.contains(&expected),
            "{message:?} lacks {expected:?}"
        );
    }
}

/// A seed written as a string is ASCII digits only, as the README says.
#[test]
fn string_seeds_are_digits_only() {
    let seed = |text: &str| Record::parse(&format!(r#"{{"family": "jamaican", "seed": {text}}}"#));
    assert_eq!(seed(r#""12""#).map(|r| r.seed), Ok(Some(12)));
    assert_eq!(seed("12").map(|r| r.seed), Ok(Some(12)));
    for bad in [
        r#""+12""#,
        r#"" 12 ""#,
        r#""12 ""#,
        r#""-1""#,
        r#""""#,
        "-1",
    ] {
        assert!(seed(bad).is_err(), "{bad} was accepted");
    }
    assert_refused(
        r#"{"family": "jamaican", "seed": "+12"}"#,
        "the seed '+12' is not a whole number from 0 to 18446744073709551615 written in digits",
    );
}

/// A Matador record move with a wild tile whose open number is a choice must say it.
#[test]
fn a_matador_wild_tile_with_a_choice_needs_open_n() {
    let record = |moves: &str| {
        format!(
            r#"{{"family": "matador", "players": 2, "hands": [{{"deal": {{"hands": [
            ["5-5","4-4","0-4","2-4","3-4","0-1","0-6"],
            ["2-3","2-2","1-4","1-6","0-0","3-3","2-6"]]}}, "moves": [{moves}]}}]}}"#
        )
    };
    assert_refused(
        &record(r#""pose 5-5", "1-6 left""#),
        "hand 1, move 2: cannot read '1-6 left': either of its numbers may stay open here: add 'open N'",
    );
    let game = Record::parse(&record(r#""pose 5-5", "1-6 left open 6""#))
        .and_then(|r| r.replay())
        .expect("with open N the move is read");
    assert_eq!(
        game.game()
            .hand()
            .layout()
            .end_number(dominoes::rules::End::LEFT),
        6
    );
}
