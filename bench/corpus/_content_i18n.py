"""Hand-written non-English content: instructions, paraphrases, chatter, summaries.

Per language:
  system       system prompt (some in the language, some in English)
  ack          a short acknowledgement the assistant gives after an instruction
  lead         connector phrases used to embed an instruction in a user turn
  instructions 3 x {id, text, paras, incidental}
  ex           ordered chatter exchanges in the language ({"u", "a"})
  summary      fields of a handoff summary written in the language
"""

LANGS = [
    dict(
        lang="fr",
        system="Tu es un assistant de développement qui travaille dans le terminal de l'utilisateur. Tu peux lire "
               "et modifier des fichiers et exécuter des commandes.",
        ack="D'accord, c'est noté.",
        lead=["Au fait, pour la suite : ", "Une chose encore, valable pour toute la session : "],
        instructions=[
            dict(id="i45", text="Réponds toujours en français.",
                 paras=["Toutes tes réponses doivent être rédigées dans la langue de Molière, s'il te plaît.",
                        "Ne m'écris jamais en anglais : uniquement dans ma langue à moi, le français."],
                 incidental="Le client veut la documentation en anglais et non en français. Tu peux traduire la "
                            "section « Installation » du README ?"),
            dict(id="i46", text="N'exécute jamais de migrations sur la base de production.",
                 paras=["Aucune modification de schéma sur la base de prod : on fait ça uniquement en préproduction.",
                        "La base de données de production, tu n'y appliques aucun script de changement de schéma."],
                 incidental="La migration des boîtes mail vers le nouveau prestataire est prévue jeudi. Tu peux "
                            "rédiger l'annonce pour l'équipe ?"),
            dict(id="i47", text="Garde tes réponses courtes : cinq phrases maximum.",
                 paras=["Sois concis, pas plus de cinq phrases à chaque fois.",
                        "Je veux des réponses brèves ; limite-toi à quelques phrases, cinq au plus."],
                 incidental="Le résumé de ma thèse doit tenir en cinq phrases pour le formulaire de l'école "
                            "doctorale. Tu peux vérifier si le mien respecte la limite ?"),
        ],
        ex=[
            dict(u="Le build Docker de l'API prend douze minutes depuis hier. Tu peux regarder le Dockerfile ?",
                 a="Le `COPY . .` est placé avant `pip install`, donc la moindre modification du code invalide le "
                   "cache de la couche des dépendances. En copiant d'abord requirements.txt, puis en installant, "
                   "puis en copiant le reste, les rebuilds devraient redescendre sous la minute."),
            dict(u="Ok, fais le changement.",
                 a="C'est fait : le Dockerfile copie maintenant requirements.txt seul, lance `pip install "
                   "--no-cache-dir -r requirements.txt`, puis copie le code. Le deuxième build a pris 48 secondes."),
            dict(u="Au passage, pourquoi l'image fait 1,2 Go ?",
                 a="L'image de base est `python:3.12` complète, avec toute la chaîne de compilation. En passant à "
                   "`python:3.12-slim` et en construisant les wheels dans une étape séparée (multi-stage), on "
                   "tombe en général autour de 200 Mo."),
            dict(u="On peut faire le multi-stage sans casser psycopg2 ?",
                 a="Oui, à condition d'installer `libpq5` dans l'image finale : psycopg2 compilé dans l'étape de "
                   "build a besoin de la bibliothèque partagée à l'exécution."),
            dict(u="Va pour libpq5. Et le HEALTHCHECK du Dockerfile, il sert à quelque chose dans Kubernetes ?",
                 a="Non, Kubernetes ignore l'instruction HEALTHCHECK ; il utilise ses propres sondes liveness et "
                   "readiness. On peut la garder pour docker compose en local, mais les sondes se définissent dans "
                   "le manifeste du Deployment."),
            dict(u="D'accord. Ajoute une sonde readiness sur /healthz alors.",
                 a="Ajoutée dans k8s/deployment.yaml : `httpGet` sur `/healthz`, port 8000, "
                   "`initialDelaySeconds: 5`, `periodSeconds: 10`. J'ai vérifié que l'endpoint répond bien 200 "
                   "sans toucher à la base."),
            dict(u="Parfait. Combien de temps prend le build complet maintenant, sans cache ?",
                 a="Sans cache, 3 minutes 40, dont 2 minutes pour compiler les wheels. Avec le cache de couches, "
                   "un changement de code seul se rebuild en 35 secondes et l'image finale fait 214 Mo."),
        ],
        summary=dict(
            goal="Accélérer le build Docker de l'API et réduire la taille de l'image.",
            done=["Dockerfile réordonné : requirements.txt copié et installé avant le code (rebuild 48 s)",
                  "Passage à python:3.12-slim en multi-stage, libpq5 dans l'image finale (214 Mo)",
                  "Sonde readiness sur /healthz ajoutée dans k8s/deployment.yaml"],
            state=["Branche perf/docker-build", "Build sans cache : 3 min 40"],
            decisions=["HEALTHCHECK conservé pour docker compose uniquement."],
            files=["Dockerfile", "k8s/deployment.yaml"],
            critical=["psycopg2 compilé : libpq5 obligatoire à l'exécution."],
        ),
    ),
    dict(
        lang="es",
        system="You are a data assistant with a Python sandbox (pandas, matplotlib). The user's files are in /mnt/data.",
        ack="Entendido.",
        lead=["Por cierto, a partir de ahora: ", "Antes de seguir, una cosa para toda la sesión: "],
        instructions=[
            dict(id="i48", text="Usa siempre viñetas en tus respuestas.",
                 paras=["Organiza cada respuesta como una lista de puntos.",
                        "Nada de párrafos largos: todo lo que me contestes, en forma de lista."],
                 incidental="En el cómic que estamos maquetando, las viñetas de la página 12 están desordenadas. "
                            "¿Me ayudas a renumerar los archivos de imagen?"),
            dict(id="i49", text="No borres ningún archivo sin preguntarme antes.",
                 paras=["Antes de eliminar cualquier cosa del disco, pídeme confirmación.",
                        "Si algo va a desaparecer del sistema de ficheros, consúltame primero."],
                 incidental="Borré sin querer la rama de desarrollo en local. ¿Cómo la recupero desde el remoto?"),
            dict(id="i50", text="Escribe los comentarios del código en inglés.",
                 paras=["Los comentarios dentro del código, en inglés por favor, aunque hablemos en español.",
                        "Aunque conversemos en castellano, lo que pongas como comentario en el código va en inglés."],
                 incidental="Los comentarios de los clientes en inglés tienen una nota media más baja que los "
                            "escritos en español. ¿La diferencia es significativa?"),
        ],
        ex=[
            dict(u="Tengo un CSV con las ventas de 2024 por tienda. Quiero ver qué tiendas bajaron respecto a 2023.",
                 a="¿Los datos de 2023 están en el mismo archivo o en otro? Si están juntos, basta con agrupar por "
                   "tienda y año y calcular la variación porcentual."),
            dict(u="Están en ventas_2023.csv y ventas_2024.csv, con las mismas columnas: tienda, fecha, importe.",
                 a="Perfecto. Uní los dos archivos, sumé el importe por tienda y año y calculé la variación. De las "
                   "38 tiendas, 9 bajaron; la mayor caída es Zaragoza Centro (−23 %), seguida de Vigo Puerto (−17 %)."),
            dict(u="¿Zaragoza Centro estuvo cerrada algún mes? Me suena que hubo obras.",
                 a="Sí: no hay ninguna venta registrada entre el 3 de marzo y el 28 de abril de 2024. Si comparo solo "
                   "los meses en que estuvo abierta, la caída se reduce al −6 %."),
            dict(u="Entonces haz la comparación ajustada por días abiertos para todas las tiendas.",
                 a="Hecho. Calculé las ventas medias por día abierto en cada año. Con ese ajuste solo bajan 5 tiendas "
                   "y ninguna más de un 9 %. La tabla está en /mnt/data/variacion_ajustada.csv."),
            dict(u="¿Puedes hacer un gráfico de barras con las 10 peores?",
                 a="Listo: /mnt/data/peores_10.png, barras horizontales ordenadas de mayor a menor caída, con la "
                   "variación ajustada en el eje X."),
            dict(u="Cambia los colores: las que bajan en rojo y las que suben en gris.",
                 a="Cambiado. De las diez, cinco bajan (en rojo) y cinco suben ligeramente (en gris). Sobrescribí "
                   "/mnt/data/peores_10.png."),
            dict(u="¿Y cuánto suman en total las ventas de 2024 frente a 2023?",
                 a="En 2024 las 38 tiendas suman 41,7 millones de euros frente a 40,2 millones en 2023, un 3,7 % "
                   "más. Ajustando por días abiertos, el crecimiento sería del 4,9 %."),
        ],
        summary=dict(
            goal="Comparar las ventas por tienda de 2024 con 2023 y detectar las que bajaron.",
            done=["Unidos ventas_2023.csv y ventas_2024.csv; 9 de 38 tiendas bajaron",
                  "Zaragoza Centro cerrada del 3 de marzo al 28 de abril de 2024",
                  "Comparación ajustada por días abiertos: 5 tiendas bajan, ninguna más de un 9 %",
                  "Gráfico /mnt/data/peores_10.png (rojo baja, gris sube)"],
            state=["Sandbox /mnt/data con variacion_ajustada.csv y peores_10.png"],
            decisions=["Usar ventas medias por día abierto para comparar tiendas con cierres."],
            files=["/mnt/data/ventas_2023.csv", "/mnt/data/ventas_2024.csv", "/mnt/data/variacion_ajustada.csv"],
            critical=["Total 2024: 41,7 M€; 2023: 40,2 M€."],
        ),
    ),
    dict(
        lang="de",
        system="Du bist ein DevOps-Assistent mit Zugriff auf das Terminal des Nutzers und auf kubectl für den "
               "Cluster stg-1.",
        ack="Verstanden.",
        lead=["Noch etwas, das für alle weiteren Antworten gilt: ", "Kurz vorweg, ab jetzt bitte: "],
        instructions=[
            dict(id="i51", text="Verwende mir gegenüber immer die Sie-Form.",
                 paras=["Bitte sprechen Sie mich formell an, nicht mit Du.",
                        "Ich möchte in Ihren Antworten gesiezt werden."],
                 incidental="Schreib mir bitte eine kurze Erklärung, wann man in deutschen Geschäftsmails die "
                            "Sie-Form verwendet, für unser Onboarding-Wiki."),
            dict(id="i52", text="Keine Passwörter oder API-Schlüssel ins Repository einchecken.",
                 paras=["Zugangsdaten gehören nicht in Git; nimm dafür Umgebungsvariablen oder den Vault.",
                        "Geheimnisse wie Tokens oder Kennwörter dürfen niemals committet werden."],
                 incidental="Wie speichert Git eigentlich Passwörter, wenn ich `credential.helper store` "
                            "setze? Liegt das im Klartext irgendwo?"),
            dict(id="i53", text="Gib Temperaturen immer in Grad Celsius an.",
                 paras=["Bitte keine Fahrenheit-Werte, nur Celsius.",
                        "Wärmeangaben bitte ausschließlich in °C."],
                 incidental="Der Temperatursensor im Serverraum liefert seit gestern keine Werte mehr an "
                            "Prometheus. Wo finde ich die Logs des Exporters?"),
        ],
        ex=[
            dict(u="Das Zertifikat für intern.example.de läuft in drei Tagen ab und cert-manager hat es nicht "
                   "erneuert. Woran kann das liegen?",
                 a="Am häufigsten scheitert die HTTP-01-Challenge. `kubectl describe certificate intern-tls -n "
                   "ingress` zeigt den Status der letzten Order; steht dort 'Waiting for HTTP-01 challenge "
                   "propagation', erreicht Let's Encrypt den Challenge-Pfad nicht."),
            dict(u="Da steht genau das. Der Host ist aber nur intern erreichbar.",
                 a="Dann kann HTTP-01 nicht funktionieren: Let's Encrypt muss den Pfad aus dem Internet abrufen. "
                   "Für interne Hosts braucht man DNS-01; cert-manager setzt dann einen TXT-Eintrag in der Zone."),
            dict(u="Unsere Zone liegt bei Hetzner DNS. Geht das?",
                 a="Nicht mit einem eingebauten Solver, aber es gibt einen Webhook-Solver für Hetzner "
                   "(cert-manager-webhook-hetzner). Er braucht ein API-Token für die Zone, das als "
                   "Kubernetes-Secret hinterlegt wird."),
            dict(u="Wie lange dauert die Umstellung ungefähr?",
                 a="Helm-Chart installieren, Secret anlegen, den Issuer auf DNS-01 umstellen: etwa eine halbe "
                   "Stunde. Danach das Certificate einmal neu anstoßen, zum Beispiel mit `cmctl renew intern-tls "
                   "-n ingress`."),
            dict(u="Und wenn es bis Freitag nicht klappt?",
                 a="Als Notlösung lässt sich ein Zertifikat manuell mit certbot und DNS-Challenge ausstellen und "
                   "als Secret einspielen. Das hält 90 Tage und verschafft Zeit für die saubere Lösung."),
            dict(u="Der Webhook läuft, das Zertifikat ist erneuert. Was sollte ich noch überwachen?",
                 a="Eine Warnung, wenn ein Zertifikat weniger als 14 Tage gültig ist: cert-manager exportiert "
                   "`certmanager_certificate_expiration_timestamp_seconds`, darauf lässt sich eine "
                   "Prometheus-Regel bauen. Dann fällt so etwas künftig zwei Wochen vorher auf."),
        ],
        summary=dict(
            goal="Ablaufendes Zertifikat für intern.example.de erneuern und die Erneuerung dauerhaft reparieren.",
            done=["Ursache: HTTP-01-Challenge für internen Host nicht erreichbar",
                  "cert-manager-webhook-hetzner installiert, Issuer auf DNS-01 umgestellt",
                  "Zertifikat intern-tls erneuert (cmctl renew)"],
            state=["Cluster stg-1, Namespace ingress", "Zertifikat gültig für weitere 90 Tage"],
            decisions=["DNS-01 über Hetzner-Webhook statt manueller certbot-Zertifikate."],
            files=["k8s/ingress/issuer-dns01.yaml", "k8s/ingress/hetzner-secret.yaml (Secret-Referenz)"],
            critical=["Warnregel auf certmanager_certificate_expiration_timestamp_seconds < 14 Tage vorgeschlagen."],
        ),
    ),
    dict(
        lang="ru",
        system="Ты — ассистент разработчика с доступом к терминалу и файлам проекта.",
        ack="Понял, учту.",
        lead=["И ещё, на будущее: ", "Прежде чем продолжим, одно правило на всю сессию: "],
        instructions=[
            dict(id="i54", text="Всегда отвечай на русском языке.",
                 paras=["Пиши мне только по-русски.",
                        "Все ответы, пожалуйста, на русском, без перехода на английский."],
                 incidental="Русский перевод документации отстаёт на две версии. Можешь сравнить оглавления и "
                            "найти недостающие разделы?"),
            dict(id="i55", text="Никогда не перезапускай сервисы в рабочее время.",
                 paras=["Рестарт сервисов — только вечером, после окончания рабочего дня.",
                        "Днём, пока люди работают, ничего не перезагружай."],
                 incidental="Ноутбук сам перезапустился во время обновления, и теперь Docker не стартует. С чего "
                            "начать?"),
            dict(id="i56", text="Добавляй аннотации типов во весь код на Python.",
                 paras=["У каждой функции на Python должны быть указаны типы аргументов и возвращаемого значения.",
                        "Пиши питоновский код с type hints везде, без исключений."],
                 incidental="mypy ругается на аннотации типов в сторонней библиотеке. Как исключить её из проверки?"),
        ],
        ex=[
            dict(u="У нас cron-задача бэкапа базы иногда падает с ошибкой `FATAL: too many connections`. Что делать?",
                 a="Бэкап запускается в 02:00, одновременно с ночным ETL, который открывает 90 соединений при "
                   "`max_connections = 100`. Проще всего сдвинуть бэкап на 03:30, когда ETL уже закончен, или "
                   "пустить ETL через PgBouncer."),
            dict(u="Сдвинуть можно. А PgBouncer сложно поднять?",
                 a="Нет, это один контейнер и конфиг на десяток строк. Для ETL подойдёт режим `transaction`, если он "
                   "не использует prepared statements на уровне сессии; иначе нужен `session`."),
            dict(u="ETL на SQLAlchemy, prepared statements вроде не используем.",
                 a="Тогда `pool_mode = transaction` подойдёт. Если где-то используется asyncpg, его кэш "
                   "подготовленных запросов нужно отключить (`statement_cache_size=0`)."),
            dict(u="Понял. Сколько места занимает бэкап сейчас?",
                 a="Последний дамп в формате custom — 38 ГБ, на 12 % больше, чем месяц назад. При таком росте "
                   "текущего тома для бэкапов хватит примерно на четыре месяца."),
            dict(u="Давай добавим алерт, если свободного места на томе меньше 20 %.",
                 a="Добавил правило в alerts/backup.yaml: `node_filesystem_avail_bytes / node_filesystem_size_bytes "
                   "< 0.2` для точки монтирования /backups, с задержкой 30 минут, чтобы не срабатывать во время "
                   "самого дампа."),
            dict(u="А восстановление из такого дампа мы когда-нибудь проверяли?",
                 a="По логам — нет: за последние полгода не было ни одного запуска pg_restore. Предлагаю раз в "
                   "неделю восстанавливать последний дамп на отдельный инстанс и проверять количество строк в "
                   "основных таблицах."),
        ],
        summary=dict(
            goal="Починить падающий ночной бэкап PostgreSQL и настроить мониторинг.",
            done=["Причина: бэкап в 02:00 пересекается с ETL (90 соединений из 100)",
                  "Бэкап перенесён на 03:30; PgBouncer в режиме transaction предложен для ETL",
                  "Алерт на свободное место < 20 % на /backups добавлен в alerts/backup.yaml"],
            state=["Размер дампа 38 ГБ, рост 12 % в месяц"],
            decisions=["pool_mode = transaction, т. к. ETL не использует prepared statements."],
            files=["crontab бэкапа на db-backup-1", "alerts/backup.yaml"],
            critical=["Восстановление из дампа ни разу не проверялось."],
        ),
    ),
    dict(
        lang="zh",
        system="你是一个编程助手，可以读取和修改用户项目中的文件，并运行命令。",
        ack="好的，明白了。",
        lead=["另外，之后请注意：", "先说一件事，整个会话都适用："],
        instructions=[
            dict(id="i57", text="回答时请始终使用简体中文。",
                 paras=["以后都用简体字回复我。",
                        "请不要用英文回答，全部用简体中文。"],
                 incidental="繁体中文版的翻译文件缺了三十多条，能帮我对比一下 zh-Hant.json 和 zh-Hans.json 吗？"),
            dict(id="i58", text="删除任何文件之前必须先征求我的同意。",
                 paras=["要删东西之前先问我一声。",
                        "没有我的确认，不要移除任何文件。"],
                 incidental="我不小心删除了一个 git 分支，还能恢复吗？"),
            dict(id="i59", text="每个回答的结尾都要附上要点总结。",
                 paras=["回复最后请加一段简短的总结。",
                        "每次回答完，用几句话概括一下重点。"],
                 incidental="帮我把这份会议纪要总结成三条要点，我要发给老板。"),
        ],
        ex=[
            dict(u="我们小程序后端的 /api/orders 接口最近经常超时，平均响应时间从 200 毫秒涨到了 3 秒。你能帮我看看慢查询日志吗？",
                 a="慢查询日志里最慢的是订单列表查询：`SELECT * FROM orders WHERE user_id = ? ORDER BY created_at DESC "
                   "LIMIT 20`，扫描了约 120 万行。orders 表上只有 user_id 的单列索引，排序没有用上索引。"),
            dict(u="那加一个联合索引可以吗？",
                 a="可以，建议建 `(user_id, created_at)` 联合索引，这样既能按用户过滤，又能直接按时间倒序取前 20 条，"
                   "不需要额外排序。表有 800 万行，建议用 `ALGORITHM=INPLACE, LOCK=NONE` 在线建索引。"),
            dict(u="建好了，现在这个接口 80 毫秒左右。还有别的问题吗？",
                 a="还有一个：接口用的是 `SELECT *`，其中 `extra_json` 字段平均 14 KB，列表页其实用不到。只查询需要的列，"
                   "响应体能从 300 KB 降到 20 KB 左右。"),
            dict(u="好的，那前端需要改吗？",
                 a="列表页只用到订单号、金额、状态和创建时间，这四个字段都会保留，前端不用改。详情页走的是另一个接口，不受影响。"),
            dict(u="顺便帮我写一下这次优化的说明，发到团队群里。",
                 a="可以这样写：\n\n订单列表接口优化：为 orders 表新增 (user_id, created_at) 联合索引，并将列表查询改为只取"
                   "必要字段。接口平均响应时间从 3 秒降到约 80 毫秒，响应体从 300 KB 降到约 20 KB。前端无需改动。"),
            dict(u="索引会不会影响写入性能？",
                 a="会有一点，每次插入订单需要多维护一个索引，但 orders 表的写入量大约每秒 30 条，这个开销可以忽略。"
                   "可以上线后观察一下主库的写入延迟指标。"),
        ],
        summary=dict(
            goal="解决 /api/orders 接口超时问题。",
            done=["慢查询定位：订单列表查询扫描约 120 万行，排序未使用索引",
                  "新增联合索引 (user_id, created_at)，接口响应时间降到约 80 毫秒",
                  "列表查询改为只取必要字段，响应体约 20 KB"],
            state=["分支 perf/orders-index，索引已在线创建"],
            decisions=["不改前端：列表页所需字段全部保留。"],
            files=["migrations/20240611_orders_idx.sql", "api/orders/list.go"],
            critical=["orders 表约 800 万行，写入约每秒 30 条。"],
        ),
    ),
    dict(
        lang="ja",
        system="あなたはユーザーの開発作業を手伝うアシスタントです。ターミナルとファイル操作のツールが使えます。",
        ack="承知しました。",
        lead=["それと、今後のお願いです。", "先にひとつ、このセッション全体でのルールです。"],
        instructions=[
            dict(id="i60", text="敬語で丁寧に答えてください。",
                 paras=["くだけた言い方はやめて、です・ます調でお願いします。",
                        "返答はかならず丁寧語で書いてください。"],
                 incidental="敬語の使い分けを新人向けに説明する社内記事の構成案を作ってもらえますか？"),
            dict(id="i61", text="本番環境には絶対に直接デプロイしないでください。",
                 paras=["本番へのリリースは必ずステージングを経由させてください。",
                        "プロダクションに直接反映するのは禁止です。"],
                 incidental="本番環境のログに 502 エラーが大量に出ています。原因を一緒に調べてもらえますか？"),
            dict(id="i62", text="コードのコメントは英語で書いてください。",
                 paras=["ソース中のコメントは日本語ではなく英語でお願いします。",
                        "コメント文は英語に統一してください。"],
                 incidental="英語のブログのコメント欄にスパムが増えているので、フィルタの正規表現を見直したいです。"),
        ],
        ex=[
            dict(u="CI のテストがときどきだけ落ちます。ローカルでは毎回通るのですが、原因の調べ方を教えてください。",
                 a="まず失敗したジョブのログで、落ちるテストが毎回同じかどうかを確認しましょう。同じテストなら、時刻や"
                   "タイムゾーン、実行順序への依存が怪しいです。CI は UTC、手元は JST という違いはよくある原因です。"),
            dict(u="落ちるのは毎回 test_monthly_report です。",
                 a="そのテストは `datetime.now()` で当月を求めていますね。CI が UTC で月末の 15 時以降に走ると、JST では"
                   "すでに翌月になっているので期待値がずれます。時刻を固定するか、タイムゾーンを明示すれば直ります。"),
            dict(u="freezegun で固定する方法でいいですか？",
                 a="はい、`@freeze_time(\"2024-05-31 23:30:00+09:00\")` のように境界の時刻を固定しておくと、月末の"
                   "ケースも再現できます。境界の前後 2 パターンをテストしておくと安心です。"),
            dict(u="直しました。ついでに CI の実行時間も短くできますか？今 14 分かかっています。",
                 a="ログを見ると、依存パッケージのインストールに 5 分、テストに 7 分かかっています。pip のキャッシュを"
                   "有効にして、テストを 4 並列で走らせれば 6 分前後まで縮むはずです。"),
            dict(u="並列にするとテスト同士が干渉しませんか？",
                 a="一時ディレクトリや DB を共有しているテストは干渉する可能性があります。今のテストでは "
                   "test_export と test_import が同じ /tmp/out.csv を使っているので、tmp_path を使うように"
                   "直しておきましょう。"),
            dict(u="直して 4 並列にしました。結果はどうですか？",
                 a="直近の実行は 5 分 52 秒で、すべて成功しました。10 回続けて流しても失敗はありませんでした。"),
        ],
        summary=dict(
            goal="CI でときどき落ちるテストの修正と、CI 実行時間の短縮。",
            done=["原因特定：test_monthly_report が datetime.now() に依存し、UTC と JST の月境界でずれる",
                  "freezegun で月末の前後 2 パターンを固定",
                  "pip キャッシュ有効化、テストを 4 並列化（14 分 → 5 分 52 秒）",
                  "test_export と test_import の /tmp/out.csv 共有を tmp_path に修正"],
            state=["ブランチ fix/flaky-monthly-report、CI 10 回連続成功"],
            decisions=["並列数は 4（ランナーのコア数に合わせる）。"],
            files=["tests/test_report.py", ".github/workflows/test.yml"],
            critical=["CI ランナーは UTC、開発者の手元は JST。"],
        ),
    ),
    dict(
        lang="ko",
        system="You are a backend development assistant with access to the user's terminal and files.",
        ack="알겠습니다.",
        lead=["그리고 앞으로는 이렇게 해 주세요. ", "시작하기 전에 하나만요, 이번 세션 내내 지켜 주세요. "],
        instructions=[
            dict(id="i63", text="항상 존댓말로 대답해 주세요.",
                 paras=["반말 쓰지 말고 높임말로 답해 주세요.",
                        "답변은 꼭 공손한 말투로 부탁드립니다."],
                 incidental="존댓말과 반말을 자동으로 구분하는 분류 모델을 만들고 싶은데, 학습 데이터는 어디서 구하나요?"),
            dict(id="i64", text="운영 데이터베이스에서는 절대 마이그레이션을 실행하지 마세요.",
                 paras=["프로덕션 DB에는 스키마 변경을 적용하지 마세요.",
                        "스키마를 바꾸는 작업은 스테이징에서만 돌려 주세요."],
                 incidental="데이터베이스 마이그레이션 도구로 Flyway와 Liquibase 중 뭐가 더 나을까요?"),
            dict(id="i65", text="답변은 200자 이내로 짧게 해 주세요.",
                 paras=["길게 쓰지 말고 짧게, 200자 안쪽으로요.",
                        "답변 길이가 200자를 넘지 않게 해 주세요."],
                 incidental="앱 푸시 알림 문구를 200자 안으로 맞춰야 하는데, 지금 초안이 몇 자인지 세어 주실 수 있나요?"),
        ],
        ex=[
            dict(u="Spring Boot 서비스가 배포 직후 몇 분 동안 응답이 느려요. 로그에는 특별한 에러가 없어요.",
                 a="JVM 워밍업일 가능성이 큽니다. 배포 직후에는 JIT 컴파일이 덜 된 상태이고 커넥션 풀도 비어 있어서 "
                   "첫 요청들이 느립니다. readiness 프로브가 너무 일찍 통과되면 트래픽이 바로 들어오게 됩니다."),
            dict(u="readiness는 /actuator/health로 되어 있어요.",
                 a="그 엔드포인트는 애플리케이션이 떠 있기만 하면 UP을 반환합니다. 시작할 때 주요 API를 몇 번 호출하는 "
                   "워밍업 로직을 넣고, 그게 끝난 뒤에 readiness를 UP으로 바꾸는 방식을 추천합니다."),
            dict(u="HikariCP 설정도 봐야 할까요?",
                 a="네. 지금 minimumIdle이 2로 되어 있어서 트래픽이 몰리면 커넥션을 새로 만드느라 지연이 생깁니다. "
                   "minimumIdle을 maximumPoolSize와 같은 20으로 맞추면 시작할 때 미리 채워 둡니다."),
            dict(u="적용해 볼게요. 워밍업 코드는 어디에 넣는 게 좋을까요?",
                 a="ApplicationReadyEvent 리스너에 넣고, 끝나면 AvailabilityChangeEvent로 "
                   "ReadinessState.ACCEPTING_TRAFFIC을 발행하면 됩니다. 그 전까지는 REFUSING_TRAFFIC 상태로 두세요."),
            dict(u="적용하고 배포했더니 첫 1분 p99가 2.8초에서 350ms로 줄었어요.",
                 a="좋습니다. 워밍업이 끝나기 전에는 트래픽을 받지 않으니, 롤링 배포 시간이 파드당 20초 정도 늘어나는 "
                   "점만 감안하시면 됩니다."),
            dict(u="롤링 배포가 전체적으로 얼마나 길어질까요? 파드는 12개예요.",
                 a="maxSurge가 25%라 한 번에 3개씩 교체되니 4번에 나뉘어 진행됩니다. 회차마다 20초씩, 총 1분 20초 "
                   "정도 길어집니다."),
        ],
        summary=dict(
            goal="배포 직후 Spring Boot 서비스 응답 지연 해결.",
            done=["원인: JVM 워밍업 전 트래픽 유입, HikariCP minimumIdle=2",
                  "ApplicationReadyEvent 워밍업 후 ACCEPTING_TRAFFIC 발행",
                  "minimumIdle=20으로 변경; 첫 1분 p99 2.8초 → 350ms"],
            state=["배포 완료, 파드 12개"],
            decisions=["워밍업 완료 전 REFUSING_TRAFFIC 유지."],
            files=["src/main/java/com/acme/WarmupListener.java", "src/main/resources/application.yml"],
            critical=["롤링 배포 시간 약 1분 20초 증가 (maxSurge 25%)."],
        ),
    ),
    dict(
        lang="ar",
        system="أنت مساعد تقني يساعد المستخدم في مشاريعه البرمجية، ولديك صلاحية الوصول إلى الطرفية وملفات المشروع.",
        ack="حسنًا، فهمت.",
        lead=["وبالمناسبة، من الآن فصاعدًا: ", "قبل أن نكمل، قاعدة واحدة للجلسة كلها: "],
        instructions=[
            dict(id="i66", text="أجب دائمًا باللغة العربية الفصحى.",
                 paras=["اكتب كل ردودك بالعربية الفصحى من فضلك.",
                        "لا تستخدم العامية ولا الإنجليزية في إجاباتك، الفصحى فقط."],
                 incidental="أريد ترجمة واجهة التطبيق إلى العربية الفصحى بدل اللهجة المصرية، هل يمكنك مراجعة ملف الترجمة؟"),
            dict(id="i67", text="لا تحذف أي ملف قبل أن تستأذنني.",
                 paras=["اطلب موافقتي قبل إزالة أي شيء.",
                        "لا تمسح أي ملفات دون تأكيد مني."],
                 incidental="حذفت ملفًا بالخطأ من المستودع قبل أسبوع، كيف أستعيده باستخدام git؟"),
            dict(id="i68", text="استخدم الوحدات المترية في كل القياسات.",
                 paras=["اكتب المسافات بالكيلومتر والأوزان بالكيلوغرام.",
                        "لا أريد أميالًا ولا أرطالًا، النظام المتري فقط."],
                 incidental="ما الفرق بين المقاييس من نوع counter و gauge في Prometheus؟"),
        ],
        ex=[
            dict(u="موقعنا الإلكتروني بطيء جدًا على الهواتف، وخصوصًا الصفحة الرئيسية. من أين أبدأ؟",
                 a="ابدأ بتقرير Lighthouse في وضع الهاتف. في الغالب يكون السبب صورًا كبيرة غير مضغوطة أو ملفات "
                   "JavaScript تؤخر عرض الصفحة. أرسل لي النتيجة وسأحدد الأولويات."),
            dict(u="النتيجة 34 من 100. أكبر مشكلة حسب التقرير هي صورة الواجهة، حجمها 4.8 ميغابايت.",
                 a="هذا وحده يفسر جزءًا كبيرًا من البطء. حوّل الصورة إلى WebP أو AVIF، وقدّم أحجامًا مختلفة عبر srcset "
                   "بحيث يحصل الهاتف على نسخة عرضها نحو 800 بكسل. يجب أن ينخفض حجمها إلى أقل من 200 كيلوبايت."),
            dict(u="تم. ماذا بعد؟",
                 a="يشير التقرير أيضًا إلى ملف analytics.js الذي يُحمَّل في رأس الصفحة ويؤخر العرض. أضف إليه الخاصية "
                   "defer، أو حمّله بعد اكتمال تحميل الصفحة."),
            dict(u="ارتفعت النتيجة إلى 71. هل يمكن الوصول إلى 90؟",
                 a="ممكن غالبًا. المتبقي هو الخطوط: الموقع يحمّل أربعة أوزان من خط عربي كامل. استخدام نسخة مقتطعة تضم "
                   "الحروف العربية واللاتينية فقط، مع font-display: swap، يوفر نحو 600 كيلوبايت."),
            dict(u="كيف أقتطع الخط؟",
                 a="استخدم أداة pyftsubset من حزمة fonttools مع نطاقات Unicode للعربية (U+0600-06FF) واللاتينية "
                   "الأساسية، وأخرج الملف بصيغة woff2. احتفظ بوزنين فقط إن أمكن: العادي والعريض."),
            dict(u="أصبحت النتيجة 88. هل هذا كافٍ؟",
                 a="نعم، 88 نتيجة جيدة لصفحة فيها صور وخطوط مخصصة. الفرق المتبقي سببه وقت استجابة الخادم الأول، "
                   "ويمكن تحسينه لاحقًا بتفعيل التخزين المؤقت على مستوى CDN."),
        ],
        summary=dict(
            goal="تسريع الصفحة الرئيسية للموقع على الهواتف.",
            done=["تحويل صورة الواجهة إلى WebP مع srcset (من 4.8 ميغابايت إلى أقل من 200 كيلوبايت)",
                  "تأجيل تحميل analytics.js باستخدام defer",
                  "اقتطاع الخط العربي بأداة pyftsubset وإبقاء وزنين فقط",
                  "نتيجة Lighthouse على الهاتف ارتفعت من 34 إلى 88"],
            state=["الفرع perf/mobile-home"],
            decisions=["الإبقاء على وزنين فقط من الخط: العادي والعريض."],
            files=["static/img/hero.webp", "templates/base.html", "static/fonts/"],
            critical=["الخطوة التالية المحتملة: التخزين المؤقت على مستوى CDN."],
        ),
    ),
]
