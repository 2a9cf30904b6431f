//! The hand review (issue 13, item 2): after a hand, each decision you made in it (a turn
//! with more than one legal move), what the coach's level (the expert) thought of your
//! move and of its own choice, from what you knew at that moment.
//!
//! [`review_requests`] gives, for each decision, the engine requests of your seat the
//! hint sends (your view only, the hint's seed for that position: the same position
//! always gets the same review, and its best move is the hint's). The AI worker scores
//! every legal move with the expert's search ([`crate::ai::review`]) and answers in
//! text ([`crate::ai::worker::review_text`]); [`review_rows`] turns that into one line per
//! decision, marked by what your move cost next to the best one:
//!
//! | cost (win chance / points) | mark |
//! |---|---|
//! | under 4 % / under 2 points | good |
//! | under 10 % / under 5 points | inaccuracy |
//! | under 20 % / under 10 points | mistake |
//! | more | blunder |
//!
//! The win chance is used where hands are counted (Jamaican, Cut Throat, Haitian,
//! Chiva), the points (yours minus the others' mean) where the family scores points.

use super::table::{TableState, YOU};
use crate::ai::{coach, View};
use crate::rules::{Family, Move, Seat, Signal};

/// How a move was judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// As good as the best, or nearly.
    Good,
    /// A little worse.
    Inaccuracy,
    /// Clearly worse.
    Mistake,
    /// Much worse.
    Blunder,
}

impl Mark {
    /// The mark for a move that cost `loss` next to the best: thousandths of win chance,
    /// or tenths of points where `points` (see the module docs).
    pub fn of(loss: i64, points: bool) -> Mark {
        let steps = if points {
            [20, 50, 100]
        } else {
            [40, 100, 200]
        };
        match steps.iter().filter(|&&s| loss >= s).count() {
            0 => Mark::Good,
            1 => Mark::Inaccuracy,
            2 => Mark::Mistake,
            _ => Mark::Blunder,
        }
    }

    /// Its word, capitalized, for the list.
    pub fn label(self) -> &'static str {
        match self {
            Mark::Good => "Good",
            Mark::Inaccuracy => "Inaccuracy",
            Mark::Mistake => "Mistake",
            Mark::Blunder => "Blunder",
        }
    }

    /// Its word.
    pub fn word(self) -> &'static str {
        match self {
            Mark::Good => "good",
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }

    /// The review's summary of `rows`: how many decisions, then how many of each mark
    /// found, plural where it should be ("Moves reviewed: 6 (1 good, 2 inaccuracies,
    /// 1 mistake, 2 blunders). Forced moves are left out.": a playtest counted its moves).
    pub fn summary(rows: &[ReviewRow]) -> String {
        let mut counts: Vec<String> = Vec::new();
        for m in [Mark::Good, Mark::Inaccuracy, Mark::Mistake, Mark::Blunder] {
            let n = rows.iter().filter(|r| r.mark == m).count();
            let word = match (m, n) {
                (_, 0) => continue,
                (Mark::Good, _) | (_, 1) => m.word().to_string(),
                (Mark::Inaccuracy, _) => "inaccuracies".to_string(),
                _ => format!("{}s", m.word()),
            };
            counts.push(format!("{n} {word}"));
        }
        format!(
            "Moves reviewed: {} ({}). Forced moves are left out.",
            rows.len(),
            counts.join(", ")
        )
    }
}

/// One decision of yours, reviewed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewRow {
    /// The mark.
    pub mark: Mark,
    /// What you played and what it was worth ("6-2 on the 6 end: 62%").
    pub yours: String,
    /// The coach's (the expert's) choice, its worth and why, when it is another move.
    pub best: Option<String>,
    /// How many of the hand's moves came before it (where the replay shows it).
    pub step: usize,
}

impl ReviewRow {
    /// The row as the replay's "See it" says it over the position: "Your move here
    /// (blunder): 1-6 on the 6 end: 33% to win the hand. Best: …".
    pub fn note(&self) -> String {
        let best = self
            .best
            .as_ref()
            .map_or(String::new(), |b| format!(" {b}"));
        format!(
            "Your move here ({}): {}.{best}",
            self.mark.word(),
            self.yours
        )
    }
}

/// A review asked for: under way, done, or failed with a reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewState {
    /// The AI worker is at it.
    Working,
    /// One row per decision.
    Done(Vec<ReviewRow>),
    /// Why there is none.
    Failed(String),
}

/// The review of `t`'s finished hand from the worker's `answer` (or why there is none).
pub fn review_state(t: &TableState, answer: Result<String, String>) -> ReviewState {
    match answer.and_then(|a| review_rows(t, &a)) {
        Ok(rows) => ReviewState::Done(rows),
        Err(why) => ReviewState::Failed(format!("No review: {why}.")),
    }
}

/// Whether the review speaks in points for `family` (else in chances of winning).
pub fn in_points(family: Family) -> bool {
    !matches!(
        family,
        Family::Jamaican | Family::CutThroat | Family::Haitian | Family::Chiva
    )
}

/// The finished hand's decisions of yours: the table just before each, and the move you
/// made. Empty while the hand is being played.
fn decisions(t: &TableState) -> Vec<(TableState, Move, usize)> {
    let mut out = Vec::new();
    if !t.game().hand_finished() {
        return out;
    }
    let mut hands = t.transcript().to_vec();
    let Some(moves) = hands.pop() else {
        return out;
    };
    hands.push(Vec::new());
    let levels = [0, 1, 2, 3].map(|s| t.level(Seat::new(s)));
    let variant = t.game().variant().clone();
    let Ok(mut at) = TableState::replay(variant, levels, t.game().seed(), &hands) else {
        return out;
    };
    for (step, text) in moves.iter().enumerate() {
        let (text, signal) = Signal::split_from(text);
        let Ok(mv) = at.game().hand().parse_move(text) else {
            break;
        };
        if at.your_turn() && at.legal().len() > 1 {
            out.push((at.clone(), mv, step));
        }
        if !at.play_noted(mv, signal) {
            break;
        }
    }
    out
}

/// The requests of a review of the finished hand: one list of engine requests per
/// decision of yours (see the module docs); `None` while the hand is played, or when you
/// made no decision in it.
pub fn review_requests(t: &TableState) -> Option<Vec<Vec<String>>> {
    let asks: Vec<Vec<String>> = decisions(t)
        .iter()
        .filter_map(|(at, ..)| at.hint_requests(None))
        .collect();
    (!asks.is_empty()).then_some(asks)
}

/// A value as shown: "62% to win the hand", or where the hand is counted in points, where your
/// side ends it next to the others' mean: "on average you end the hand 2.3 points
/// behind" (a good move can still leave you behind: the value is the hand's outlook, not
/// the move's cost, which the mark says; a playtest read "Good ... 11.2 points behind"
/// as a contradiction).
fn shown(value: i64, points: bool) -> String {
    if points {
        let side = match value {
            0 => return "on average you end the hand level with the others".to_string(),
            v if v < 0 => "behind",
            _ => "ahead",
        };
        let (whole, tenth) = (value.abs() / 10, value.abs() % 10);
        format!("on average you end the hand {whole}.{tenth} points {side}")
    } else {
        format!("{}% to win the hand", (value + 5) / 10)
    }
}

/// A move of the review as the table's buttons and the hint name it ("5-6 on the 5
/// arm", "North poses"), not in the record's notation (`text`, "5-6 north").
fn said(at: &TableState, mv: Move, text: &str) -> String {
    match mv {
        Move::Play { tile, end, open } => {
            let hand = at.game().hand();
            let mech = hand.mechanics();
            let on = hand.layout().end_label(end);
            // A Matador wild tile may leave either of its numbers open: two moves.
            if mech.join.open_is_choice(tile) {
                let leaving = mech.join.leaving(open, mech.set.top());
                format!("{tile} on the {on}, {leaving}")
            } else {
                format!("{tile} on the {on}")
            }
        }
        Move::Poser(s) => coach::poser_words(YOU, s, at.game().variant().players()),
        // Right after a scoring play under muggins a pass is going on without claiming.
        Move::Pass => match at.game().hand().pending_claim() {
            Some(p) if !p.missed => format!("not claiming {}", p.points),
            _ => text.to_string(),
        },
        Move::Claim => match at.game().hand().pending_claim() {
            Some(p) => format!("claiming {}", p.points),
            None => text.to_string(),
        },
        _ => text.to_string(),
    }
}

/// Whether the plays `a` and `b` leave the table alike for the rest of the hand: the
/// same numbers open, in any order, and the same count of the ends (All Fives). Your tile
/// on either of two ends that both show 4 in Jamaican is one move twice over.
fn alike(at: &TableState, a: Move, b: Move) -> bool {
    let after = |mv| match mv {
        Move::Play { tile, end, open } => {
            let mut layout = *at.game().hand().layout();
            layout.place(end, tile, open);
            // How many ends show each number (sets go up to double-fifteen).
            let mut open = [0u8; 16];
            for e in layout.open_ends() {
                open[usize::from(layout.end_number(e) & 15)] += 1;
            }
            Some((open, layout.fives_total()))
        }
        _ => None,
    };
    let a = after(a);
    a.is_some() && a == after(b)
}

/// `best`'s words beside the move played, `yours`, for a best move that is another move
/// (not [`alike`]): where both put the same tile on ends that show the same number, the
/// words alone would name one move twice, so the best one goes on "another" such end.
fn beside(at: &TableState, best: Move, played: Move, best_text: String, yours: &str) -> String {
    match (best, played) {
        (Move::Play { tile, end, .. }, Move::Play { end: mine, .. })
            if end != mine && best_text == yours =>
        {
            let label = at.game().hand().layout().end_label(end);
            format!("{tile} on another {label}")
        }
        _ => best_text,
    }
}

/// The worker's `answer` to [`review_requests`] for `t` as one row per decision, or why
/// it cannot be read.
pub fn review_rows(t: &TableState, answer: &str) -> Result<Vec<ReviewRow>, String> {
    let bad = || "the review could not be read".to_string();
    let points = in_points(t.game().variant().family());
    let found = decisions(t);
    let parts: Vec<&str> = answer.split('|').collect();
    if parts.len() != found.len() {
        return Err(bad());
    }
    let mut rows = Vec::new();
    for ((at, played, step), part) in found.iter().zip(parts) {
        let hand = at.game().hand();
        let mut scored = Vec::new();
        for item in part.split(';') {
            let mut f = item.rsplitn(3, ',');
            let (Some(p), Some(w), Some(text)) = (f.next(), f.next(), f.next()) else {
                return Err(bad());
            };
            let mv = hand.parse_move(text).map_err(|_| bad())?;
            let value: i64 = if points { p.parse() } else { w.parse() }.map_err(|_| bad())?;
            scored.push((mv, value, said(at, mv, text)));
        }
        let (best, best_value, best_text) = scored.first().cloned().ok_or_else(bad)?;
        let (_, value, text) = scored
            .iter()
            .find(|&(m, _, _)| m == played)
            .cloned()
            .ok_or_else(bad)?;
        let yours = format!("{text}: {}", shown(value, points));
        let row = if best == *played || alike(at, best, *played) {
            // Said so: a "Good" over "you end the hand 0.5 points behind" read as a
            // contradiction to a playtest (the figure is the position's own).
            ReviewRow {
                mark: Mark::Good,
                yours: format!("{yours}; the coach's choice too"),
                best: None,
                step: *step,
            }
        } else {
            let best_text = beside(at, best, *played, best_text, &text);
            let (_, why) = coach::hint_parts(&View::of(at.game(), YOU), best, None);
            // The expert's choice, worth as much as yours by this count (its search
            // also weighs a player's judgement): just as good; worth less by it, the
            // coach's choice all the same, said as such (a playtest read "Just as good"
            // over figures that rated it lower).
            let title = match best_value.cmp(&value) {
                std::cmp::Ordering::Greater => "Best",
                std::cmp::Ordering::Equal => "Just as good",
                std::cmp::Ordering::Less => {
                    "The coach's choice, though yours did better by this count"
                }
            };
            ReviewRow {
                mark: Mark::of(best_value - value, points),
                yours,
                best: Some(format!(
                    "{title}: {best_text}: {}. Why: {why}.",
                    shown(best_value, points)
                )),
                step: *step,
            }
        };
        rows.push(row);
    }
    Ok(rows)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::engine::{requests_for, Ask, SeatSecrets};
    use crate::ai::worker::{answer, request, review_request, WorkerMessage};
    use crate::ai::Level;
    use crate::rules::{Deal, HouseRules, Match, Rng, Tile, Variant};

    /// The first hand of `family`'s match from `seed`, played to its end with the
    /// browser tests' choices.
    fn finished_hand(family: Family, seed: u64) -> TableState {
        let players = *family.player_counts().last().unwrap();
        let v = Variant::new(family, players, 6, &HouseRules::new()).unwrap();
        let mut t = TableState::new(v, [Level::Easy; 4], seed);
        while !t.game().hand_finished() {
            assert!(review_requests(&t).is_none());
            t = t.reduce(t.first_choice().unwrap());
        }
        t
    }

    /// The worker's review of `t`'s hand.
    fn reviewed(t: &TableState) -> String {
        let asks = review_requests(t).expect("decisions to review");
        WorkerMessage::read(&answer(&review_request(3, asks), None))
            .review
            .expect("a review")
    }

    #[test]
    fn the_summary_counts_each_mark_in_good_english() {
        let row = |mark| ReviewRow {
            mark,
            yours: String::new(),
            best: None,
            step: 0,
        };
        let rows: Vec<ReviewRow> = [
            Mark::Good,
            Mark::Inaccuracy,
            Mark::Inaccuracy,
            Mark::Mistake,
            Mark::Blunder,
            Mark::Blunder,
        ]
        .into_iter()
        .map(row)
        .collect();
        assert_eq!(
            Mark::summary(&rows),
            "Moves reviewed: 6 (1 good, 2 inaccuracies, 1 mistake, 2 blunders). Forced moves are left out."
        );
        assert_eq!(
            Mark::summary(&[row(Mark::Good), row(Mark::Good), row(Mark::Mistake)]),
            "Moves reviewed: 3 (2 good, 1 mistake). Forced moves are left out."
        );
    }

    #[test]
    fn marks_follow_the_documented_thresholds() {
        let cases = [
            (-5, false, Mark::Good),
            (39, false, Mark::Good),
            (40, false, Mark::Inaccuracy),
            (99, false, Mark::Inaccuracy),
            (100, false, Mark::Mistake),
            (199, false, Mark::Mistake),
            (200, false, Mark::Blunder),
            (19, true, Mark::Good),
            (20, true, Mark::Inaccuracy),
            (50, true, Mark::Mistake),
            (100, true, Mark::Blunder),
        ];
        for (loss, points, mark) in cases {
            assert_eq!(Mark::of(loss, points), mark, "{loss} {points}");
        }
        assert_eq!(
            (
                shown(-23, true),
                shown(81, true),
                shown(0, true),
                shown(615, false)
            ),
            (
                "on average you end the hand 2.3 points behind".into(),
                "on average you end the hand 8.1 points ahead".into(),
                "on average you end the hand level with the others".into(),
                "62% to win the hand".into()
            )
        );
    }

    /// All Fives with muggins: going on without claiming your points is named so in the
    /// review ("not claiming 10"), not as a pass, and a claim as a claim.
    #[test]
    fn a_claim_let_go_is_named_so_in_the_review() {
        let mut rules = HouseRules::new();
        rules.set("muggins", "on");
        let v = Variant::new(Family::AllFives, 2, 6, &rules).unwrap();
        let (mut declined, mut claimed) = (0, 0);
        for seed in 0..40 {
            let mut t = TableState::new(v.clone(), [Level::Easy; 4], seed);
            let mut first = true;
            while !t.game().hand_finished() {
                let claim_due = t.your_turn() && t.legal().contains(&Move::Claim);
                // Let the first claim of the hand go, take the others.
                let action = if claim_due && first {
                    first = false;
                    crate::view::table::TableAction::Move(Move::Pass)
                } else {
                    t.first_choice().unwrap()
                };
                t = t.reduce(action);
            }
            let rows = review_rows(&t, &reviewed(&t)).unwrap();
            for (row, (at, played, _)) in rows.iter().zip(decisions(&t)) {
                match (played, at.game().hand().pending_claim()) {
                    (Move::Pass, Some(p)) if !p.missed => {
                        let said = format!("not claiming {}: ", p.points);
                        assert!(row.yours.starts_with(&said), "{row:?}");
                        declined += 1;
                    }
                    (Move::Claim, Some(p)) => {
                        assert!(
                            row.yours.starts_with(&format!("claiming {}: ", p.points)),
                            "{row:?}"
                        );
                        claimed += 1;
                    }
                    _ => assert!(
                        !row.yours.starts_with("pass: ")
                            || at.game().hand().pending_claim().is_none(),
                        "{row:?}"
                    ),
                }
            }
            if declined > 0 && claimed > 0 {
                return;
            }
        }
        panic!("{declined} claims let go and {claimed} claims reviewed");
    }

    /// Every family: a finished hand's review has a row per decision of yours, is the
    /// same again for the same hand, and its best move at each decision is the hint's
    /// (the engine's `go` answer for your view with the hint's seed).
    #[test]
    fn a_review_is_reproducible_and_its_best_moves_are_the_hints() {
        let mut rows_seen = 0;
        for family in Family::ALL {
            let t = finished_hand(family, 11);
            let asks = review_requests(&t).unwrap();
            let text = reviewed(&t);
            assert_eq!(text, reviewed(&t), "{family:?}");
            let rows = review_rows(&t, &text).unwrap();
            assert_eq!(rows.len(), asks.len());
            for ((at, played, step), (row, part)) in
                decisions(&t).iter().zip(rows.iter().zip(text.split('|')))
            {
                // The row knows where the replay shows the decision: the position after
                // the hand's first `step` moves is the one reviewed.
                assert_eq!(row.step, *step);
                let mut replay =
                    crate::view::replay::Replay::new(t.clone(), t.hand_number(), false);
                replay.step = *step;
                assert_eq!(
                    replay.position().game().moves(),
                    at.game().moves(),
                    "{family:?}"
                );
                let lines = at.hint_requests(None).unwrap();
                let hint = WorkerMessage::read(&answer(&request(1, lines), None))
                    .mv
                    .unwrap();
                let first = part.split(';').next().unwrap();
                assert_eq!(
                    first.rsplitn(3, ',').nth(2),
                    Some(hint.as_str()),
                    "{family:?}"
                );
                // Every legal move is scored, once.
                assert_eq!(part.split(';').count(), at.legal().len(), "{family:?}");
                // Your move named as the end buttons name it: by the number open
                // at its end then, which a bent line cannot make untrue.
                if let Move::Play { tile, end, .. } = *played {
                    let n = at.game().hand().layout().end_number(end);
                    let end_or_arm = [
                        format!("{tile} on the {n} end: "),
                        format!("{tile} on the {n} arm: "),
                    ];
                    assert!(
                        end_or_arm.iter().any(|s| row.yours.starts_with(s)),
                        "{family:?} {row:?}"
                    );
                }
                let best_is_yours = at.game().hand().notation(*played) == hint;
                assert_eq!(row.best.is_none(), best_is_yours);
                assert_eq!(
                    row.yours.ends_with("; the coach's choice too"),
                    row.best.is_none(),
                    "{row:?}"
                );
                if best_is_yours {
                    assert_eq!(row.mark, Mark::Good);
                } else {
                    let best = row.best.as_ref().unwrap();
                    assert!(best.contains(". Why: "), "{row:?}");
                    // The title says how the coach's choice compares by the figures.
                    let value = |item: &str| -> i64 {
                        let mut f = item.rsplitn(3, ',');
                        let (p, w) = (f.next().unwrap(), f.next().unwrap());
                        if in_points(family) { p } else { w }.parse().unwrap()
                    };
                    let items: Vec<&str> = part.split(';').collect();
                    let mine = items
                        .iter()
                        .find(|i| {
                            i.rsplitn(3, ',').nth(2)
                                == Some(at.game().hand().notation(*played).as_str())
                        })
                        .map(|i| value(i))
                        .unwrap();
                    let title = match value(items[0]).cmp(&mine) {
                        std::cmp::Ordering::Greater => "Best: ",
                        std::cmp::Ordering::Equal => "Just as good: ",
                        std::cmp::Ordering::Less => {
                            "The coach's choice, though yours did better by this count: "
                        }
                    };
                    assert!(best.starts_with(title), "{family:?} {row:?}");
                }
                rows_seen += 1;
            }
            // A damaged answer is refused, never a panic.
            for bad in [
                "",
                "x",
                &text.replace(',', ";"),
                &format!("{text}|pass,1,1"),
            ] {
                assert!(review_rows(&t, bad).is_err(), "{bad}");
            }
        }
        assert!(rows_seen >= 30, "{rows_seen}");
    }

    #[test]
    fn the_page_keeps_a_review_for_its_hand_only() {
        use crate::view::settings::{Settings, SettingsChange};
        use crate::view::table::{Action, AppState, TableAction};
        let settings = Settings::default().apply(&SettingsChange::Family(Family::Partnership));
        let mut app = AppState::new(settings, None, None).reduce(Action::Start(7));
        let table = |app: &AppState| app.table.clone().unwrap();
        while !table(&app).game().hand_finished() {
            let a = table(&app).first_choice().unwrap();
            app = app.reduce(Action::Table(a));
        }
        let t = table(&app);
        let (seed, hand) = (t.game().seed(), t.hand_number());
        let text = reviewed(&t);
        let review = |answer| Action::Review { seed, hand, answer };
        // An answer never asked for is dropped.
        assert_eq!(
            app.reduce(review(Some(Ok(text.clone())))).review_shown(),
            None
        );
        let asked = app.reduce(review(None));
        assert_eq!(asked.review_shown(), Some(ReviewState::Working));
        let done = asked.reduce(review(Some(Ok(text))));
        let Some(ReviewState::Done(rows)) = done.review_shown() else {
            panic!("{:?}", done.review_shown());
        };
        assert_eq!(rows.len(), review_requests(&t).unwrap().len());
        // A failed worker says why; the next hand has no review.
        assert_eq!(
            asked
                .reduce(review(Some(Err("gone".into()))))
                .review_shown(),
            Some(ReviewState::Failed("No review: gone.".into()))
        );
        let next = done.reduce(Action::Table(TableAction::NextHand));
        assert_eq!(next.review_shown(), None);
        let stale = next.reduce(review(None));
        assert_eq!(stale.review_shown(), None);
    }

    /// The isolation test of the AI (`views_hide_other_hands_and_the_boneyard`) applied to
    /// the review: two Cut Throat deals that differ only in tiles South cannot see give
    /// South the same review requests, hence the same review, at every decision while
    /// the public history is the same.
    #[test]
    fn the_review_uses_only_what_you_knew() {
        let v = Variant::new(
            Family::CutThroat,
            2,
            6,
            &HouseRules::new().set("hand_size", "7").clone(),
        )
        .unwrap();
        let mech = *v.mechanics();
        let mut compared = 0;
        for seed in 0..100u64 {
            let mut rng = Rng::new(seed);
            let a = Deal::shuffled(&mech, &mut rng);
            let keep: Vec<Tile> = a.hands[1].doubles().iter().collect();
            let mut hidden: Vec<Tile> = (a.hands[1] - a.hands[1].doubles())
                .iter()
                .chain(a.boneyard.iter().copied().filter(|t| !t.is_double()))
                .collect();
            rng.shuffle(&mut hidden);
            let take = 7 - keep.len();
            let mut north = keep.clone();
            north.extend_from_slice(&hidden[..take]);
            let mut boneyard: Vec<Tile> = hidden[take..].to_vec();
            for (i, t) in a
                .boneyard
                .iter()
                .copied()
                .enumerate()
                .filter(|(_, t)| t.is_double())
            {
                boneyard.insert(i, t);
            }
            let south: Vec<Tile> = a.hands[0].iter().collect();
            let b = Deal::explicit(&mech, &[south, north], Some(&boneyard)).unwrap();
            let mut ma = Match::with_deal(v.clone(), seed, &a);
            let mut mb = Match::with_deal(v.clone(), seed, &b);
            if a.hands[1] == b.hands[1] {
                continue;
            }
            let secrets = SeatSecrets {
                dealt: a.hands[0],
                draws: Vec::new(),
            };
            let (pose_a, pose_b) = (ma.hand().pose_rule(), mb.hand().pose_rule());
            let mut pick = Rng::new(seed ^ 77);
            for ply in 0..60u64 {
                if ma.hand_finished() || mb.hand_finished() {
                    break;
                }
                let you = ma.hand().turn() == YOU;
                if you && ma.hand().legal_moves().len() > 1 {
                    let ask = Ask {
                        level: crate::ai::COACH,
                        seed: ply,
                        ms: None,
                        worlds: None,
                    };
                    let ra = requests_for(&ma, YOU, &secrets, pose_a, &ask);
                    let rb = requests_for(&mb, YOU, &secrets, pose_b, &ask);
                    assert_eq!(ra, rb, "seed {seed} ply {ply}");
                    if compared % 8 == 0 {
                        let one = |r: Vec<String>| {
                            WorkerMessage::read(&answer(&review_request(1, vec![r]), None)).review
                        };
                        assert_eq!(one(ra), one(rb));
                    }
                    compared += 1;
                }
                let legal = ma.hand().legal_moves();
                let mv = legal[pick.below(legal.len() as u32) as usize];
                if mv == Move::Draw || (!you && mb.play(mv).is_err()) {
                    break;
                }
                if you {
                    mb.play(mv).unwrap();
                }
                ma.play(mv).unwrap();
            }
        }
        assert!(compared > 40, "{compared}");
    }

    /// A review of `t`'s hand whose best move at each decision is `pick`'s (the move
    /// played where it gives none), as the worker would answer: the rows, and the index
    /// of the first decision `pick` chose for.
    fn reviewed_with(
        t: &TableState,
        pick: impl Fn(&TableState, Move) -> Option<Move>,
    ) -> (Vec<ReviewRow>, Option<usize>) {
        let mut first = None;
        let parts: Vec<String> = decisions(t)
            .iter()
            .enumerate()
            .map(|(i, (at, played, _))| {
                let mech = at.game().hand().mechanics();
                let text = |mv: Move| mv.notation(mech.layout, mech.players, mech.join);
                match pick(at, *played) {
                    Some(best) => {
                        first.get_or_insert(i);
                        format!("{},600,30;{},500,10", text(best), text(*played))
                    }
                    None => format!("{},500,10", text(*played)),
                }
            })
            .collect();
        (review_rows(t, &parts.join("|")).unwrap(), first)
    }

    /// Another legal play of the tile `played` put down, on another end showing the same
    /// number, leaving the table `alike` or not.
    fn same_number_end(at: &TableState, played: Move, alike_wanted: bool) -> Option<Move> {
        let Move::Play { tile, end, .. } = played else {
            return None;
        };
        let layout = at.game().hand().layout();
        View::of(at.game(), YOU).legal.into_iter().find(|&mv| {
            matches!(mv, Move::Play { tile: t, end: e, .. }
                if t == tile && e != end && layout.end_label(e) == layout.end_label(end))
                && alike(at, mv, played) == alike_wanted
        })
    }

    /// Where your tile fits two ends showing the same number, the review neither names
    /// the best move as yours with another value nor calls one move two: where the table
    /// is left alike (Jamaican: the same numbers open) it is your move, good; where it
    /// differs (All Fives: the ends' count) the best one goes on "another" end.
    #[test]
    fn a_tile_on_either_end_of_one_number_is_told_apart_or_one_move() {
        for (family, alike_wanted) in [(Family::Jamaican, true), (Family::AllFives, false)] {
            let found = (0..400).find_map(|seed| {
                let t = finished_hand(family, seed);
                let (rows, first) =
                    reviewed_with(&t, |at, played| same_number_end(at, played, alike_wanted));
                first.map(|i| (rows, i))
            });
            let (rows, i) = found.unwrap_or_else(|| panic!("{family:?}: no such decision"));
            let row = &rows[i];
            if alike_wanted {
                assert_eq!(row.mark, Mark::Good, "{family:?}: {row:?}");
                assert_eq!(row.best, None, "{family:?}: {row:?}");
            } else {
                let best = row.best.as_deref().unwrap_or_default();
                assert!(best.contains(" on another "), "{family:?}: {row:?}");
                let (tile_end, _) = row.yours.split_once(':').unwrap();
                assert!(
                    !best.contains(&format!("{tile_end}:")),
                    "{family:?}: {row:?}"
                );
            }
        }
    }

    /// A Matador wild tile that may leave either of its numbers open is two moves on one
    /// end: the review names each by the number it leaves open.
    #[test]
    fn a_wild_tiles_two_moves_on_one_end_have_their_own_words() {
        let found = (0..400).find_map(|seed| {
            let v = Variant::new(Family::Matador, 2, 6, &HouseRules::new()).unwrap();
            let mut t = TableState::new(v, [Level::Easy; 4], seed);
            while !t.game().hand_finished() {
                let legal = View::of(t.game(), YOU).legal;
                let pair = legal.iter().find_map(|&a| {
                    legal.iter().find_map(|&b| match (a, b) {
                        (
                            Move::Play { tile, end, open },
                            Move::Play {
                                tile: t2,
                                end: e2,
                                open: o2,
                            },
                        ) if tile == t2 && end == e2 && open != o2 => Some((a, b)),
                        _ => None,
                    })
                });
                if let (true, Some(pair)) = (t.game().hand().turn() == YOU, pair) {
                    return Some((t, pair));
                }
                t = t.reduce(t.first_choice().unwrap());
            }
            None
        });
        let (t, (a, b)) = found.expect("a wild tile with a choice of number");
        let (said_a, said_b) = (said(&t, a, ""), said(&t, b, ""));
        assert_ne!(said_a, said_b);
        assert!(said_a.contains(", leaving "), "{said_a}");
    }
}
