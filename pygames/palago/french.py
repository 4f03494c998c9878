"""Palago in French: the French text of every message of :mod:`pygames.palago.words` (``WORDS``) and of
:mod:`pygames.palago.puzzle` (``PUZZLE``), by message id. Only dicts: the modules that speak import them.

The terms, kept throughout: a tile is a *tuile*, a tip a *pointe*, a bridge a *pont*, a closed group a
*groupe fermé*, a single hole a *trou isolé*, the table *la table*, a turn *un tour*, the opening
*l’ouverture*; the sides are *Clair* and *Sombre* (Light and Dark), names that take no article, and a
group of a side's colour is *un groupe de Clair*; as an adjective, a colour is *clair(e)* or *sombre*.
A corner of a hex is said with its preposition (*en haut à gauche*), so that *pointe claire {corner}*
reads as a phrase. Notation (``(q,r,l)``, ``q,r``, position strings, ``light``/``dark`` of the JSON
form, the computer's level names) never changes.

French typography: a narrow no-break space (U+202F) before ``: ; ? !`` and inside « », the typographic
apostrophe ’.
"""

WORDS = {
    "unknown_level": "niveau {level} inconnu\u202f: choisissez easy, medium, hard ou expert",
    "no_tile_to_choose": "la partie est finie\u202f: il n’y a plus de tuile à poser",
    # -- the notation
    "not_a_tile": "{text} n’est pas une tuile\u202f: écrivez (q,r,l), trois nombres entiers comme (1,-1,2)",
    "bad_orientation_text": "{text}\u202f: l’orientation l vaut 0, 2 ou 4 (le coin de la pointe claire), pas {l}",
    "not_a_cell": "{text} n’est pas une case\u202f: écrivez q,r",
    # -- the words of a tile
    "light": "Clair",
    "dark": "Sombre",
    "corner_0": "à droite",
    "corner_1": "en haut à droite",
    "corner_2": "en haut à gauche",
    "corner_3": "à gauche",
    "corner_4": "en bas à gauche",
    "corner_5": "en bas à droite",
    "n_tile": "{n}\u00a0tuile",
    "n_tiles": "{n}\u00a0tuiles",
    "n_turn": "{n}\u00a0tour",
    "n_turns": "{n}\u00a0tours",
    # -- a tile in words
    "tile": "{tile}, pointe claire {light} et pointe sombre {dark}",
    "tile_name": "{cell}, pointe claire {light}, pointe sombre {dark} {tile}",
    "tile_in_win": "{cell}, pointe claire {light}, pointe sombre {dark} {tile}, dans le groupe gagnant de {winner}",
    # -- refusals (IllegalMove)
    "game_over": "la partie est finie\u202f: commencez-en une nouvelle pour rejouer",
    "not_whole": "{move} n’est pas une tuile\u202f: q, r et l sont des nombres entiers",
    "bad_orientation": (
        "{move} a l’orientation {l}\u202f: une tuile ne tourne que par tiers de tour (120°), "
        "sa pointe claire est donc au coin 0, 2 ou 4"
    ),
    "occupied": "{cell} porte déjà une tuile\u202f: une tuile se pose sur une case vide",
    "not_touching_first": (
        "{cell} ne touche pas {first}, la première tuile de ce tour\u202f: la seconde tuile doit la toucher"
    ),
    "touches_nothing": (
        "{cell} ne touche aucune tuile\u202f: la première tuile d’un tour se pose contre une tuile déjà sur la table"
    ),
    "single_hole": (
        "{cell} est un trou isolé\u202f: la seconde tuile du tour n’aurait pas de place "
        "(une première tuile ne s’y pose que si elle finit la partie, et {move} ne la finit pas)"
    ),
    # -- groups
    "light_bridge_of": "le pont clair de {cells}",
    "light_bridges_of": "les ponts clairs de {cells}",
    "light_tip_of": "la pointe claire de {cells}",
    "light_tips_of": "les pointes claires de {cells}",
    "dark_bridge_of": "le pont sombre de {cells}",
    "dark_bridges_of": "les ponts sombres de {cells}",
    "dark_tip_of": "la pointe sombre de {cells}",
    "dark_tips_of": "les pointes sombres de {cells}",
    "bridges_and_tips": "{bridges} et {tips}",
    # -- the position: status lines
    "opening": "À Clair de poser la première tuile de l’ouverture, n’importe où.",
    "second_of_opening": "À {mover} de poser la seconde tuile de l’ouverture, contre {first}. {left}",
    "second_of_turn": "À {mover} de poser la seconde tuile du tour, contre {first}. {left}",
    "first_of_turn": "À {mover} de jouer\u202f: la première tuile du tour, contre une tuile de la table. {left}",
    "tiles_left_one": "{n}\u00a0tuile posée, encore {left} à poser.",
    "tiles_left_many": "{n}\u00a0tuiles posées, encore {left} à poser.",
    # -- why the game ended
    "draw": "Les {tiles}\u00a0tuiles sont toutes posées et aucun groupe n’est fermé\u202f: la partie est nulle.",
    "set_up_one": "{colour} a un groupe fermé avec un pont\u202f: {winner} gagne.",
    "set_up_both": "Clair et Sombre ont chacun un groupe fermé avec un pont\u202f: {winner} gagne.",
    "closed_both": (
        "La tuile de {mover} en {cell} a fermé à la fois un groupe clair et un groupe sombre, "
        "et qui ferme les deux perd\u202f: {winner} gagne."
    ),
    "closed_other": (
        "La tuile de {mover} en {cell} a fermé un groupe de {winner} avec un pont\u202f: "
        "{winner} gagne, même si c’est {mover} qui l’a posée."
    ),
    "closed_own": "La tuile de {mover} en {cell} a fermé un de ses groupes avec un pont\u202f: {winner} gagne.",
    "end_with_group": "{why} {group}",
    # -- what one tile did (play_report)
    "placed_first_of_opening": (
        "{mover} a posé {tile}, première tuile de l’ouverture\u202f; {mover} pose une seconde tuile, contre elle."
    ),
    "placed_first": "{mover} a posé {tile}, première tuile du tour\u202f; {mover} pose une seconde tuile, contre elle.",
    "placed_second_of_opening": "{mover} a posé {tile}, seconde tuile de l’ouverture. À {next} de jouer.",
    "placed_second": "{mover} a posé {tile}, seconde tuile du tour. À {next} de jouer.",
    "placed_won_own": "{mover} a posé {tile}, ce qui ferme un de ses groupes avec un pont\u202f: {mover} gagne.",
    "placed_won_other": (
        "{mover} a posé {tile}, ce qui ferme un groupe de {winner} avec un pont\u202f: "
        "{winner} gagne, même si c’est {mover} qui l’a posée."
    ),
    "placed_won_both": (
        "{mover} a posé {tile}, ce qui ferme à la fois un groupe clair et un groupe sombre\u202f: "
        "qui ferme les deux perd, donc {winner} gagne."
    ),
    "placed_draw": (
        "{mover} a posé {tile}, la dernière des {tiles}\u00a0tuiles, et aucun groupe n’est fermé\u202f: "
        "la partie est nulle."
    ),
    # -- clicks
    "preview": (
        "Aperçu\u202f: {tile}. R ou un nouveau clic la tourne ({ways}\u00a0orientations possibles)\u202f; "
        "Entrée la pose, Échap annule."
    ),
    "preview_only_way": (
        "Aperçu\u202f: {tile}. C’est la seule orientation possible ici\u202f; Entrée la pose, Échap annule."
    ),
    "no_tile_here": "{label}\u202f: aucune tuile ne peut s’y poser pour l’instant.",
    "click_game_over": "La partie est finie\u202f: commencez-en une nouvelle pour rejouer.",
    # -- puzzles
    "verdict_unresolved": "non résolu dans le temps imparti ({who} en {turns} au plus)",
    "verdict_win": "{who} gagne en {turns} au plus",
    "verdict_none": "pas de gain forcé pour {who} en {turns} au plus",
    "first_hint": "Regardez la case {cell}.",
    # -- taking a won table apart
    "all_on_table_won": "Les {n}\u00a0tuiles en place\u202f: {colour} a un groupe gagnant.",
    "all_on_table_none": "Les {n}\u00a0tuiles en place\u202f: aucun groupe gagnant.",
    "still_won_one": (
        "Sans {cells}\u202f: {colour} a toujours un groupe gagnant, la victoire se passe donc de cette tuile."
    ),
    "still_won_many": (
        "Sans {cells}\u202f: {colour} a toujours un groupe gagnant, la victoire se passe donc de ces tuiles."
    ),
    "win_gone_one": (
        "Sans {cells}\u202f: plus aucun groupe n’est fermé avec un pont, la victoire a donc besoin de cette tuile."
    ),
    "win_gone_many": (
        "Sans {cells}\u202f: plus aucun groupe n’est fermé avec un pont, "
        "la victoire a donc besoin d’une partie de ces tuiles."
    ),
    # -- the drawing's text alternative
    "table_empty": "Table de Palago, vide.",
    "table": "Table de Palago, {count}, dans l’ordre de pose\u202f: {tiles}.",
    "tiles_between": "\u202f; ",
    "table_and_status": "{table} {status}",
    "empty_cell": "{cell}, vide",
    "empty_cell_only": "{cell}, vide, seulement {ways}",
    "light_tip_at": "pointe claire {corner}",
    "empty_single_hole": "{cell}, vide, un trou isolé",
    # -- options
    "no_options": "Palago n’a aucune option de règle (demandé\u202f: {names})",
    # -- positions that cannot be read (share links, blocks)
    "not_an_object": "une position de Palago est un objet JSON",
    "tiles_not_list": "«\u202ftiles\u202f» doit être une liste de triplets [q, r, l], pas {value}",
    "tile_not_triple": "la tuile {i} doit être un triplet [q, r, l], pas {value}",
    "empty_text": "cette position de Palago est vide",
    "bad_head": (
        "une position de Palago commence par le camp qui joue et le nombre de tuiles déjà posées dans le tour, "
        "comme «\u202fl.0\u202f», pas {head}"
    ),
    "bad_side_letter": "le camp qui joue s’écrit l (Clair) ou d (Sombre), pas {value}",
    "bad_placed_text": "les tuiles déjà posées dans le tour s’écrivent 0 ou 1, pas {value}",
    "bad_result_letter": "le résultat s’écrit l (Clair gagne), d (Sombre gagne) ou x (partie nulle), pas {value}",
    "bad_tile_text": "la tuile {i} s’écrit q.r.l (trois nombres entiers), pas {value}",
    "tiles_not_tuple": "les tuiles doivent former un tuple de triplets (q, r, l)",
    "tile_not_numbers": "la tuile {i} doit être trois nombres entiers q, r, l, pas {value}",
    "tile_bad_orientation": "la tuile {i} {tile} a l’orientation {l}\u202f: elle doit valoir 0, 2 ou 4",
    "same_cell": "les tuiles {a} et {b} sont toutes deux en {cell}",
    "too_many": "la table porte {n}\u00a0tuiles\u202f; la partie n’en a que {tiles}",
    "bad_side": "le camp qui joue doit être «\u202flight\u202f» ou «\u202fdark\u202f», pas {value}",
    "bad_placed": "les tuiles déjà posées dans le tour doivent être 0 ou 1, pas {value}",
    "draw_needs_all": "une partie nulle demande les {tiles}\u00a0tuiles sur la table, pas {n}",
    "not_a_draw_one": "la partie n’est pas nulle\u202f: {colour} a un groupe fermé avec un pont",
    "not_a_draw_both": "la partie n’est pas nulle\u202f: Clair et Sombre ont chacun un groupe fermé avec un pont",
    "no_win_on_table": "{winner} ne peut pas avoir gagné\u202f: aucun groupe fermé avec un pont n’est sur la table",
    "wrong_winner_one": (
        "{colour} a un groupe fermé avec un pont et c’est {mover} qui a posé la dernière tuile\u202f: "
        "{expected} gagne donc, pas {winner}"
    ),
    "wrong_winner_both": (
        "Clair et Sombre ont chacun un groupe fermé avec un pont et c’est {mover} qui a posé la dernière tuile\u202f: "
        "{expected} gagne donc, pas {winner}"
    ),
    "bad_winner": (
        "le gagnant doit être «\u202flight\u202f», «\u202fdark\u202f», «\u202fdraw\u202f» ou null, pas {value}"
    ),
    "not_connected": "les tuiles ne forment pas un seul bloc\u202f: {tile} est séparée de {first}",
    "empty_table_opens": (
        "sur une table vide, Clair commence\u202f: le camp qui joue doit être «\u202flight\u202f», "
        "avec 0\u00a0tuile posée"
    ),
    "over_needs_winner_one": (
        "{colour} a un groupe fermé avec un pont\u202f: la partie est finie, la position doit donc dire qui a gagné"
    ),
    "over_needs_winner_both": (
        "Clair et Sombre ont chacun un groupe fermé avec un pont\u202f: la partie est finie, "
        "la position doit donc dire qui a gagné"
    ),
    "all_tiles_down": "les {tiles}\u00a0tuiles sont toutes posées\u202f: la partie est finie (nulle)",
    "no_room_for_second": (
        "{cell}, la première tuile de ce tour, n’a aucune case voisine vide\u202f: la seconde tuile n’aurait pas de place"
    ),
    "bad_tiles_field": "les tuiles s’écrivent (q,r,l), séparées par des espaces\u202f; impossible de lire {value}",
    # -- positions no real game reaches (position strings)
    "tile_number_too_long": "{text} contient un nombre de {digits}\u00a0chiffres\u202f: aucune partie ne va si loin",
    "what_tile": "la tuile {i}",
    "tile_not_canonical": "la tuile {i} est écrite {value}\u202f: le site l’écrit {written}",
    "which_first": "première",
    "which_second": "seconde",
    "turn_mismatch": (
        "avec {count} sur la table, la prochaine est la {which} tuile d’un tour\u202f: "
        "la position commence donc par {head}, pas {given}"
    ),
    "turn_mismatch_over": (
        "avec {count} sur la table, la dernière était la {which} tuile d’un tour\u202f: "
        "la position commence donc par {head}, pas {given}"
    ),
    "not_beside_earlier": (
        "la tuile {i} {tile} ne touche aucune tuile posée avant elle\u202f: chaque tuile se pose contre la table"
    ),
    "won_before": (
        "la tuile {i} {tile} a fermé un groupe avec un pont, ce qui a fini la partie\u202f: aucune tuile ne vient après"
    ),
    "hole_filled": (
        "la tuile {i} {tile}, la première de son tour, a rempli le trou isolé {cell} sans finir la partie, "
        "ce que les règles interdisent"
    ),
}

PUZZLE = {
    "one-tile_name": "Une tuile",
    "one-tile_words": "Une seule tuile ferme le groupe\u202f: le tour s’achève sur la victoire.",
    "one-tile_idea": "Une tuile suffit\u202f: cherchez un groupe de votre couleur auquel il ne manque plus qu’une tuile.",
    "two-tiles_name": "Deux tuiles",
    "two-tiles_words": "La victoire demande les deux tuiles du tour\u202f: la première fait de la place à la seconde.",
    "two-tiles_idea": "Aucune tuile seule ne gagne\u202f: la première tuile de votre tour doit préparer la seconde.",
    "double-threat_name": "Double menace",
    "double-threat_words": (
        "Le premier tour prépare deux victoires à la fois, et un seul tour de l’adversaire ne peut pas parer les deux."
    ),
    "double-threat_idea": "Cherchez un tour qui menace de fermer deux groupes à la fois.",
    "forced-reply_name": "Réponse forcée",
    "forced-reply_words": (
        "Après le premier tour, presque toutes les réponses perdent aussitôt\u202f: l’adversaire a peu de choix."
    ),
    "forced-reply_idea": "Faites une menace si forte que l’adversaire n’ait presque aucune réponse.",
    "quiet-first_name": "Premier tour tranquille",
    "quiet-first_words": (
        "Le premier tour ne menace aucune victoire immédiate, et pourtant toutes les réponses perdent ensuite."
    ),
    "quiet-first_idea": (
        "Le premier tour n’a pas besoin de menacer quoi que ce soit tout de suite\u202f: préparez plusieurs victoires."
    ),
    "opening_name": "Ouverture",
    "opening_words": "La position vient des premiers tours d’une partie.",
    "opening_idea": "Tôt dans la partie, un tour bien placé peut déjà la décider.",
}
