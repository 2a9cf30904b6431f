//! Why a tile of your hand cannot be played now, in a player's words: the tooltip and the
//! accessible description of a greyed tile ("Not your turn", "Does not fit 3 or 5", "The
//! top arm takes only the double 4-4 first", "Needs a 4 to make 7, or a matador").
//!
//! Worked out from the rules engine's public view of the hand (phase, pose rule, open
//! ends, the French arm rules, Matador's target) and the legal moves, so a reason never
//! contradicts what the engine allows.

use crate::rules::{DrawRule, End, Hand, Join, LayoutKind, Move, Phase, PoseRule, Seat, Tile};

/// Why `tile` (in `you`'s hand) cannot be played now, or `None` when it can. `legal` are
/// the legal moves of the seat to move.
pub fn why_unplayable(hand: &Hand, you: Seat, legal: &[Move], tile: Tile) -> Option<String> {
    if hand.is_over() {
        return Some("The hand is over".to_string());
    }
    if hand.turn() != you {
        return Some("Not your turn".to_string());
    }
    let plays = |t: Tile| {
        legal
            .iter()
            .any(|m| matches!(*m, Move::Pose(x) | Move::Play { tile: x, .. } if x == t))
    };
    if plays(tile) {
        return None;
    }
    let text = match hand.phase() {
        Phase::ChoosePoser(_) => "First choose who poses".to_string(),
        Phase::Pose => match hand.pose_rule() {
            PoseRule::Tile(t) => format!("The first tile must be {t}"),
            PoseRule::AnyDouble(_) => "The first tile must be a double".to_string(),
            PoseRule::Any(_) | PoseRule::Team(_) => "Cannot be posed now".to_string(),
        },
        Phase::Play if hand.pending_claim().is_some_and(|p| !p.missed) => {
            "First claim your points, or go on without them".to_string()
        }
        Phase::Play | Phase::Over => {
            let mut text = match (hand.mechanics().layout, hand.mechanics().join) {
                (LayoutKind::Arms, _) => arms_reason(hand, tile),
                (_, Join::SumTo(target)) => matador_reason(hand, target),
                (_, Join::Match) => format!("Does not fit {}", numbers(open_numbers(hand))),
            };
            // In a drawing game with nothing to play, the boneyard decides.
            let nothing_fits = !hand.hand(you).iter().any(plays);
            if nothing_fits && hand.mechanics().draw != DrawRule::Never {
                let m = hand.mechanics();
                let dealt_all = m.in_play.len() <= m.players as usize * m.hand_size as usize;
                text.push_str(if legal.contains(&Move::Draw) {
                    "; nothing fits, so draw"
                } else if dealt_all {
                    // No boneyard this hand (four players of seven, Matador with four).
                    "; nothing fits, so pass"
                } else {
                    "; the boneyard is empty, so pass"
                });
            }
            text
        }
    };
    Some(text)
}

/// The numbers showing on the open ends, smallest first, each once.
fn open_numbers(hand: &Hand) -> Vec<u8> {
    let layout = hand.layout();
    let mut out: Vec<u8> = Vec::new();
    for e in layout.open_ends() {
        let n = layout.end_number(e);
        if !out.contains(&n) {
            out.push(n);
        }
    }
    super::sort_by_key(&mut out, |&n| n);
    out
}

/// Numbers in words: "3", "3 or 5", "3, 5 or 6".
fn numbers(list: Vec<u8>) -> String {
    let words: Vec<String> = list.iter().map(u8::to_string).collect();
    match words.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

/// Matador: touching numbers must add up to `target`; wild tiles (a matador) go anywhere,
/// so a tile that cannot be played is never one.
fn matador_reason(hand: &Hand, target: u8) -> String {
    let top = hand.mechanics().set.top();
    let needs: Vec<u8> = open_numbers(hand)
        .into_iter()
        .filter(|&n| n <= target && target - n <= top)
        .map(|n| target - n)
        .collect();
    let mut needs_sorted = needs;
    super::sort_by_key(&mut needs_sorted, |&n| n);
    needs_sorted.dedup();
    if needs_sorted.is_empty() {
        format!("Only a matador fits now: no number makes {target} here")
    } else {
        format!(
            "Needs a {} to make {target}, or a matador",
            numbers(needs_sorted)
        )
    }
}

/// French: while an arm is bare, only bare arms take tiles; an arm showing a number whose
/// double is still out takes only that double.
fn arms_reason(hand: &Hand, tile: Tile) -> String {
    let layout = hand.layout();
    let bare = (0..4).any(|e| layout.arm_len(End::new(e)) == 0);
    let mut why: Vec<String> = Vec::new();
    let mut taking: Vec<u8> = Vec::new();
    for e in layout.open_ends() {
        let n = layout.end_number(e);
        let waits = bare && layout.arm_len(e) > 0;
        let double = Tile::new(n, n);
        let double_out = !layout.played().contains(double);
        if !waits && !taking.contains(&n) {
            taking.push(n);
        }
        if !tile.has(n) {
            continue;
        }
        // Named by its number, as the log and the buttons name it (arms bend too).
        let arm = layout.end_label(e);
        let said = if waits {
            format!("the {arm} takes no tile until every arm has one")
        } else if double_out {
            format!("the {arm} takes only the double {double} first")
        } else {
            continue;
        };
        if !why.contains(&said) {
            why.push(said);
        }
    }
    if why.is_empty() {
        super::sort_by_key(&mut taking, |&n| n);
        return format!("Does not fit {}", numbers(taking));
    }
    let text = why.join("; ");
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => format!("{}{}", first.to_ascii_uppercase(), chars.as_str()),
        None => text,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Deal, Family, HouseRules, Mechanics, Variant};

    const YOU: Seat = Seat::new(0);

    fn t(text: &str) -> Tile {
        Tile::parse(text).expect("a tile")
    }

    fn tiles(text: &str) -> Vec<Tile> {
        text.split_whitespace().map(t).collect()
    }

    fn mech(family: Family, players: u8, rules: &[(&str, &str)]) -> Mechanics {
        let mut house = HouseRules::new();
        for (k, v) in rules {
            house.set(k, v);
        }
        *Variant::new(family, players, 6, &house)
            .expect("a variant")
            .mechanics()
    }

    /// A hand dealt `hands` (the rest in the boneyard, in canonical order), posed under
    /// `pose`, after `moves` (record notation).
    fn new_hand(mech: Mechanics, hands: &[&str], pose: PoseRule, moves: &[&str]) -> Hand {
        let hands: Vec<Vec<Tile>> = hands.iter().map(|h| tiles(h)).collect();
        let deal = Deal::explicit(&mech, &hands, None).expect("a deal");
        let mut hand = Hand::new(mech, &deal, pose);
        for text in moves {
            let mv = hand.parse_move(text).expect("a move");
            hand.play(mv).expect("a legal move");
        }
        hand
    }

    fn why(hand: &Hand, tile: &str) -> Option<String> {
        let legal: Vec<Move> = hand.legal_moves().iter().copied().collect();
        why_unplayable(hand, YOU, &legal, t(tile))
    }

    /// Every tile of `you`'s hand has a reason exactly when the engine has no move for it.
    fn reasons_match_the_engine(hand: &Hand) {
        let legal: Vec<Move> = hand.legal_moves().iter().copied().collect();
        for tile in hand.hand(YOU).iter() {
            let playable = hand.turn() == YOU
                && legal
                    .iter()
                    .any(|m| matches!(*m, Move::Pose(x) | Move::Play { tile: x, .. } if x == tile));
            let reason = why_unplayable(hand, YOU, &legal, tile);
            assert_eq!(reason.is_none(), playable, "{tile}: {reason:?}");
            if let Some(text) = reason {
                assert!(!text.is_empty() && text.chars().next().is_some_and(char::is_uppercase));
            }
        }
    }

    const JAMAICAN: [&str; 4] = [
        "0-0 0-1 1-1 2-3 2-5 3-5 6-6",
        "0-2 0-3 0-4 0-5 0-6 1-2 1-3",
        "1-4 1-5 1-6 2-2 2-4 2-6 3-3",
        "3-4 3-6 4-4 4-5 4-6 5-5 5-6",
    ];

    #[test]
    fn line_games_say_which_numbers_are_open() {
        let m = mech(Family::Jamaican, 4, &[]);
        let r = new_hand(m, &JAMAICAN, PoseRule::Tile(t("6-6")), &[]);
        assert_eq!(
            why(&r, "2-3").as_deref(),
            Some("The first tile must be 6-6")
        );
        assert_eq!(why(&r, "6-6"), None);
        reasons_match_the_engine(&r);
        // South poses 6-6; then it is East's turn.
        let r = new_hand(m, &JAMAICAN, PoseRule::Tile(t("6-6")), &["pose 6-6"]);
        assert_eq!(why(&r, "2-3").as_deref(), Some("Not your turn"));
        reasons_match_the_engine(&r);
        // East plays 0-6, North 1-6; West holds no 0 or 1 and passes.
        let r = new_hand(
            m,
            &JAMAICAN,
            PoseRule::Tile(t("6-6")),
            &["pose 6-6", "0-6 left", "1-6 right", "pass"],
        );
        assert_eq!(r.turn(), YOU);
        // Ends show 0 and 1: 2-3 fits neither.
        assert_eq!(why(&r, "2-3").as_deref(), Some("Does not fit 0 or 1"));
        assert_eq!(why(&r, "0-1"), None);
        reasons_match_the_engine(&r);
    }

    #[test]
    fn a_finished_hand_and_the_poser_choice_have_their_reasons() {
        let m = mech(Family::Jamaican, 4, &[]);
        let mut r = new_hand(m, &JAMAICAN, PoseRule::Tile(t("6-6")), &["pose 6-6"]);
        let mut scratch = crate::rules::MoveList::new();
        let mut rng = crate::rules::Rng::new(3);
        r.play_random_to_end(&mut rng, &mut scratch);
        assert_eq!(
            why_unplayable(&r, YOU, &[], r.hand(YOU).iter().next().unwrap_or(t("0-0"))).as_deref(),
            Some("The hand is over")
        );
        let p = mech(Family::Partnership, 4, &[]);
        let r = new_hand(
            p,
            &JAMAICAN,
            PoseRule::Team(crate::rules::Team::NORTH_SOUTH),
            &[],
        );
        assert_eq!(why(&r, "2-3").as_deref(), Some("First choose who poses"));
    }

    #[test]
    fn french_arms_explain_their_doubles_and_bare_arms() {
        let m = mech(Family::French, 4, &[]);
        let hands = [
            "4-6 2-3 0-1 1-1 2-5 3-5 0-0",
            "0-2 0-3 0-4 0-5 0-6 1-2 1-3",
            "1-4 1-5 1-6 2-2 2-4 2-6 3-3",
            "3-4 3-6 4-4 4-5 6-6 5-5 5-6",
        ];
        // South poses: a double (0-0 or 1-1), not 4-6.
        let r = new_hand(m, &hands, PoseRule::AnyDouble(YOU), &[]);
        assert_eq!(
            why(&r, "4-6").as_deref(),
            Some("The first tile must be a double")
        );
        assert_eq!(why(&r, "1-1"), None);
        reasons_match_the_engine(&r);
        // West poses 6-6; South plays 4-6 on the top arm (north).
        let r = new_hand(
            m,
            &hands,
            PoseRule::AnyDouble(Seat::new(3)),
            &["pose 6-6", "4-6 north", "0-6 west", "1-6 east"],
        );
        assert_eq!(r.turn(), Seat::new(3));
        // West's turn: not yours.
        assert_eq!(why(&r, "2-3").as_deref(), Some("Not your turn"));
        let r = new_hand(
            m,
            &hands,
            PoseRule::AnyDouble(Seat::new(3)),
            &["pose 6-6", "4-6 north", "0-6 west", "1-6 east", "3-6 south"],
        );
        assert_eq!(r.turn(), YOU);
        // Every arm now has a tile. The top arm shows 4 with 4-4 still out; the left arm
        // shows 0 with 0-0 in South's hand; the right 1 (1-1 in South's hand); the bottom
        // 3, 3-3 out.
        assert_eq!(
            why(&r, "2-3").as_deref(),
            Some("The 3 arm takes only the double 3-3 first")
        );
        assert_eq!(why(&r, "0-0"), None);
        assert_eq!(
            why(&r, "0-1").as_deref(),
            Some(
                "The 0 arm takes only the double 0-0 first; \
                 the 1 arm takes only the double 1-1 first"
            )
        );
        reasons_match_the_engine(&r);
        // Before every arm has a tile, a covered arm waits: West passes instead of
        // covering the bottom arm.
        let r = new_hand(
            m,
            &hands,
            PoseRule::AnyDouble(Seat::new(3)),
            &["pose 6-6", "4-6 north", "0-6 west", "1-6 east", "pass"],
        );
        assert_eq!(r.turn(), YOU);
        assert_eq!(why(&r, "2-3").as_deref(), Some("Does not fit 6"));
        assert_eq!(
            why(&r, "0-0").as_deref(),
            Some("The 0 arm takes no tile until every arm has one")
        );
        reasons_match_the_engine(&r);
    }

    #[test]
    fn matador_says_what_makes_the_target() {
        let m = mech(Family::Matador, 2, &[]);
        let hands = ["0-1 1-1 2-2 1-2 4-4 4-5 5-5", "0-0 0-2 0-3 0-4 0-5 0-6 1-3"];
        let r = new_hand(m, &hands, PoseRule::Any(Seat::new(1)), &["pose 0-3"]);
        assert_eq!(r.turn(), YOU);
        // Ends 0 and 3: only a 4 makes 7 (nothing makes 7 with a blank).
        assert_eq!(
            why(&r, "1-1").as_deref(),
            Some("Needs a 4 to make 7, or a matador")
        );
        assert_eq!(why(&r, "4-4"), None);
        reasons_match_the_engine(&r);
        let r = new_hand(m, &hands, PoseRule::Any(Seat::new(1)), &["pose 0-0"]);
        assert_eq!(
            why(&r, "1-1").as_deref(),
            Some("Only a matador fits now: no number makes 7 here; nothing fits, so draw")
        );
        reasons_match_the_engine(&r);
    }

    #[test]
    fn draw_games_say_when_the_boneyard_decides() {
        let m = mech(
            Family::BlockDraw,
            2,
            &[("mode", "draw"), ("hand_size", "7")],
        );
        let hands = ["0-0 0-1 0-3 0-4 0-5 0-6 1-1", "1-2 1-3 1-4 1-5 1-6 2-2 2-3"];
        let r = new_hand(m, &hands, PoseRule::Any(Seat::new(1)), &["pose 2-2"]);
        assert_eq!(r.turn(), YOU);
        assert_eq!(
            why(&r, "0-1").as_deref(),
            Some("Does not fit 2; nothing fits, so draw")
        );
        reasons_match_the_engine(&r);
        let m = mech(
            Family::BlockDraw,
            2,
            &[("mode", "block"), ("hand_size", "7")],
        );
        let r = new_hand(m, &hands, PoseRule::Any(Seat::new(1)), &["pose 2-2"]);
        assert_eq!(why(&r, "0-1").as_deref(), Some("Does not fit 2"));
        // Four players of seven tiles: there never was a boneyard, so none is named.
        let m = mech(
            Family::BlockDraw,
            4,
            &[("mode", "draw"), ("hand_size", "7")],
        );
        let hands = [
            "0-0 0-1 0-3 0-4 0-6 1-1 1-3",
            "0-2 1-2 1-4 1-6 2-2 2-4 2-6",
            "0-5 1-5 2-3 2-5 3-3 3-4 3-5",
            "3-6 4-4 4-5 4-6 5-5 5-6 6-6",
        ];
        let poser = (1..4)
            .map(Seat::new)
            .find(|&s| m.direction.next(s, 4) == YOU);
        let pose = if poser == Some(Seat::new(1)) {
            "pose 2-2"
        } else {
            "pose 5-5"
        };
        let r = new_hand(
            m,
            &hands,
            PoseRule::Any(poser.unwrap_or(Seat::new(3))),
            &[pose],
        );
        assert_eq!(r.turn(), YOU);
        let text = why(&r, "0-1").unwrap_or_default();
        assert!(text.ends_with("; nothing fits, so pass"), "{text}");
        reasons_match_the_engine(&r);
    }

    #[test]
    fn numbers_read_as_a_list() {
        assert_eq!(numbers(vec![3]), "3");
        assert_eq!(numbers(vec![3, 5]), "3 or 5");
        assert_eq!(numbers(vec![3, 5, 6]), "3, 5 or 6");
    }

    /// Over many random hands of every family: a reason exactly for the tiles the engine
    /// does not let you play.
    #[test]
    fn reasons_agree_with_the_engine_over_random_hands() {
        let mut rng = crate::rules::Rng::new(11);
        let mut scratch = crate::rules::MoveList::new();
        for family in Family::ALL {
            if !family.is_playable() {
                continue;
            }
            for &players in family.player_counts() {
                let Ok(variant) = Variant::new(family, players, 6, &HouseRules::new()) else {
                    continue;
                };
                let mech = *variant.mechanics();
                for _ in 0..40 {
                    let deal = Deal::shuffled(&mech, &mut rng);
                    let pose = if mech.layout == LayoutKind::Arms {
                        PoseRule::AnyDouble(Seat::new(0))
                    } else {
                        PoseRule::Any(Seat::new(0))
                    };
                    let mut r = Hand::new(mech, &deal, pose);
                    while !r.is_over() {
                        reasons_match_the_engine(&r);
                        r.play_random(&mut rng, &mut scratch);
                    }
                }
            }
        }
    }
}
