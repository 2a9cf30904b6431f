//! The computer players' moves: the engine's requests, stale moves, replaying the same.

use super::*;

/// The browser asks its AI worker with [`TableState::engine_requests`]: a fresh
/// engine told those lines answers every computer turn of whole matches, in every
/// family (draws, signals, claims and all), with exactly the move the table would
/// make itself.
#[test]
fn engine_requests_make_the_engine_play_the_tables_own_move() {
    use crate::ai::engine::Engine;
    let mut asked = 0;
    for family in Family::ALL {
        for &players in family.player_counts() {
            let mut house = HouseRules::new();
            if family == Family::AllFives {
                house.set("muggins", "on");
            }
            let variant = Variant::new(family, players, 6, &house).expect("valid variant");
            let levels = [Level::Medium, Level::Medium, Level::Hard, Level::Easy];
            let mut t = TableState::new(variant, levels, 11 + u64::from(players));
            for _ in 0..2_000 {
                let Some(action) = t.first_choice() else {
                    break;
                };
                if let TableAction::Computer(own) = action {
                    let lines = t.engine_requests(None, None).expect("a computer's turn");
                    let mut engine = Engine::new(None);
                    let mut reply = String::new();
                    for line in &lines {
                        reply = engine.handle(line);
                        assert!(
                            !reply.contains("error"),
                            "{family:?}: {line} -> {reply}\n{lines:#?}"
                        );
                    }
                    let reply: serde_json::Value = serde_json::from_str(&reply).unwrap();
                    let text = reply["move"].as_str().expect("a move");
                    let mv = t.game().hand().parse_move(text).expect("engine notation");
                    assert_eq!(t.computer_reply(mv), Some(own), "{family:?} {players}p");
                    asked += 1;
                }
                t = t.reduce(action);
                if t.hand_number() > 2 {
                    break;
                }
            }
        }
    }
    assert!(asked > 300, "only {asked} computer moves compared");
}

#[test]
fn a_stale_computer_move_is_ignored() {
    let (_, without) = seeds();
    let t = jamaican(without);
    let mv = t.computer_move().expect("a computer poses");
    let after = t.reduce(TableAction::Computer(mv));
    assert_eq!(after.game().moves().len(), 1);
    // The same move again is for a position already left.
    let again = after.reduce(TableAction::Computer(mv));
    assert_eq!(again.game().moves().len(), 1);
    // A computer move when it is your turn is ignored.
    let (with, _) = seeds();
    let yours = jamaican(with);
    assert!(yours.computer_move().is_none());
    let fake = ComputerMove {
        hand: 1,
        ply: 0,
        mv: Move::Pose(Tile::new(6, 6)),
        signal: None,
    };
    assert_eq!(
        yours
            .reduce(TableAction::Computer(fake))
            .game()
            .moves()
            .len(),
        0
    );
}

#[test]
fn computer_moves_replay_the_same_from_the_same_seed() {
    let a = play_out(table(Family::BlockDraw, 3, &[], 17), false).0;
    let b = play_out(table(Family::BlockDraw, 3, &[], 17), false).0;
    assert_eq!(a.sheet(), b.sheet());
    assert_eq!(a.log(), b.log());
}
