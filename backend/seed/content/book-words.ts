/**
 * Book titles are built differently from other products: no product line or model, but an
 * invented title ("The Hidden Garden") that must agree in gender in French, Arabic and Hindi.
 * Same notation as product-words.ts: "en | fr | ar | tr | hi".
 *
 * - Title noun: `en | fr:G | ar-definite:G | tr | hi:G` (G = m or f).
 * - Title adjective: `en | m/f | ar-definite m/f | tr | hi ms/mp/f` (one form when invariant).
 */
import { type L5 } from './product-words';

export interface BookSpec {
  /** Title noun + adjective pattern ("The Hidden Garden"), used by fiction and children's books. */
  nouns?: readonly L5[];
  adjs?: readonly L5[];
  /** Whole titles; "#" takes a number from `counts`. */
  titles?: readonly L5[];
  counts?: readonly number[];
  /** Added to half of the titles: ": A Novel". */
  subtitle?: L5;
  blurbs: readonly L5[];
}

export const BOOK_WORDS: Readonly<Record<string, BookSpec>> = {
  fiction: {
    nouns: [
      'Garden | jardin:m | الحديقة:f | Bahçe | बगीचा:m',
      'River | rivière:f | النهر:m | Nehir | नदी:f',
      'House | maison:f | البيت:m | Ev | घर:m',
      'Island | île:f | الجزيرة:f | Ada | टापू:m',
      'Letter | lettre:f | الرسالة:f | Mektup | चिट्ठी:f',
      'Lighthouse | phare:m | المنارة:f | Deniz Feneri | प्रकाशस्तंभ:m',
      'Orchard | verger:m | البستان:m | Meyve Bahçesi | बाग़:m',
      'Winter | hiver:m | الشتاء:m | Kış | सर्दी:f',
      'Road | route:f | الطريق:m | Yol | राह:f',
      'City | ville:f | المدينة:f | Şehir | शहर:m',
      'Bridge | pont:m | الجسر:m | Köprü | पुल:m',
      'Key | clé:f | المفتاح:m | Anahtar | चाबी:f',
      'Night | nuit:f | الليل:m | Gece | रात:f',
      'Door | porte:f | الباب:m | Kapı | दरवाज़ा:m',
    ],
    adjs: [
      'Hidden | caché/cachée | المخفي/المخفية | Gizli | छिपा हुआ/छिपे हुए/छिपी हुई',
      'Silent | silencieux/silencieuse | الصامت/الصامتة | Sessiz | ख़ामोश',
      'Golden | doré/dorée | الذهبي/الذهبية | Altın | सुनहरा/सुनहरे/सुनहरी',
      'Forgotten | oublié/oubliée | المنسي/المنسية | Unutulmuş | भूला-बिसरा/भूले-बिसरे/भूली-बिसरी',
      'Distant | lointain/lointaine | البعيد/البعيدة | Uzak | दूर का/दूर के/दूर की',
      'Mysterious | mystérieux/mystérieuse | الغامض/الغامضة | Esrarengiz | रहस्यमय',
      'Blue | bleu/bleue | الأزرق/الزرقاء | Mavi | नीला/नीले/नीली',
      'Endless | infini/infinie | اللامتناهي/اللامتناهية | Sonsuz | अंतहीन',
      'Wild | sauvage | البري/البرية | Vahşi | जंगली',
      'Broken | brisé/brisée | المكسور/المكسورة | Kırık | टूटा हुआ/टूटे हुए/टूटी हुई',
      'Lost | perdu/perdue | الضائع/الضائعة | Kayıp | खोया हुआ/खोए हुए/खोई हुई',
      'Sleeping | endormi/endormie | النائم/النائمة | Uyuyan | सोया हुआ/सोए हुए/सोई हुई',
    ],
    subtitle: ': A Novel |  : roman | : رواية | : Roman | : एक उपन्यास',
    blurbs: [
      'A moving story of family secrets, second chances and the places we call home. | Une histoire émouvante de secrets de famille, de secondes chances et de lieux que l\'on appelle chez soi. | قصة مؤثرة عن أسرار العائلة والفرص الثانية والأماكن التي نسميها وطنًا. | Aile sırları, ikinci şanslar ve yuva dediğimiz yerler üzerine dokunaklı bir hikâye. | पारिवारिक राज़ों, दूसरे मौक़ों और उन जगहों की मार्मिक कहानी जिन्हें हम घर कहते हैं।',
      'Atmospheric and beautifully written, it is impossible to put down. | Envoûtant et magnifiquement écrit, ce roman se dévore d\'une traite. | رواية آسرة بأسلوب جميل، يصعب أن تتوقف عن قراءتها. | Atmosferik ve son derece güzel yazılmış; elinizden bırakamayacaksınız. | ख़ूबसूरती से लिखी गई यह किताब एक बार शुरू करने पर छोड़ी नहीं जाती।',
      'A debut that critics have called one of the most memorable novels of the year. | Un premier roman salué par la critique comme l\'un des plus marquants de l\'année. | رواية أولى وصفها النقاد بأنها من أكثر روايات العام تميزًا. | Eleştirmenlerin yılın en akılda kalan romanlarından biri olarak gösterdiği bir ilk roman. | एक पहला उपन्यास, जिसे समीक्षकों ने साल के सबसे यादगार उपन्यासों में गिना है।',
    ],
  },
  'childrens-books': {
    nouns: [
      'Fox | renard:m | الثعلب:m | Tilki | लोमड़ी:f',
      'Bear | ours:m | الدب:m | Ayı | भालू:m',
      'Owl | chouette:f | البومة:f | Baykuş | उल्लू:m',
      'Whale | baleine:f | الحوت:m | Balina | व्हेल:f',
      'Dragon | dragon:m | التنين:m | Ejderha | ड्रैगन:m',
      'Rabbit | lapin:m | الأرنب:m | Tavşan | खरगोश:m',
      'Turtle | tortue:f | السلحفاة:f | Kaplumbağa | कछुआ:m',
      'Elephant | éléphant:m | الفيل:m | Fil | हाथी:m',
      'Cat | chat:m | القطة:f | Kedi | बिल्ली:f',
      'Penguin | pingouin:m | البطريق:m | Penguen | पेंगुइन:m',
    ],
    adjs: [
      'Brave | courageux/courageuse | الشجاع/الشجاعة | Cesur | बहादुर',
      'Curious | curieux/curieuse | الفضولي/الفضولية | Meraklı | जिज्ञासु',
      'Sleepy | endormi/endormie | النعسان/النعسانة | Uykucu | उनींदा/उनींदे/उनींदी',
      'Clever | malin/maligne | الذكي/الذكية | Akıllı | चतुर',
      'Happy | joyeux/joyeuse | السعيد/السعيدة | Mutlu | ख़ुशमिज़ाज',
      'Lonely | solitaire | الوحيد/الوحيدة | Yalnız | अकेला/अकेले/अकेली',
      'Kind | gentil/gentille | الطيب/الطيبة | İyi Kalpli | नेकदिल',
    ],
    subtitle: ': A Picture Book |  : album illustré | : قصة مصوّرة | : Resimli Hikâye | : चित्र-कथा',
    blurbs: [
      'A warm, funny story about friendship and courage, with colorful illustrations on every page. | Une histoire tendre et drôle sur l\'amitié et le courage, illustrée en couleurs à chaque page. | قصة دافئة ومضحكة عن الصداقة والشجاعة، مع رسوم ملونة في كل صفحة. | Dostluk ve cesaret üzerine sıcak, eğlenceli bir hikâye; her sayfası renkli resimlerle dolu. | दोस्ती और हिम्मत की एक प्यारी, मज़ेदार कहानी, हर पन्ने पर रंग-बिरंगे चित्रों के साथ।',
      'Perfect for reading aloud at bedtime. | Idéal pour la lecture du soir à voix haute. | مثالية للقراءة بصوت عالٍ قبل النوم. | Uyku öncesi sesli okumak için ideal. | सोने से पहले पढ़कर सुनाने के लिए बिल्कुल सही।',
      'Sturdy pages made to survive little hands. | Des pages solides, conçues pour résister aux petites mains. | صفحات متينة تتحمل الأيدي الصغيرة. | Küçük ellere dayanacak sağlam sayfalar. | मज़बूत पन्ने, जो नन्हे हाथों को आसानी से झेल लें।',
    ],
  },
  cookbooks: {
    titles: [
      'Mediterranean Cooking at Home: # Easy Recipes | La cuisine méditerranéenne à la maison : # recettes faciles | المطبخ المتوسطي في بيتك: # وصفة سهلة | Evde Akdeniz Mutfağı: # Kolay Tarif | घर पर भूमध्यसागरीय खाना: # आसान रेसिपी',
      'Middle Eastern Cooking at Home: # Easy Recipes | La cuisine orientale à la maison : # recettes faciles | المطبخ الشرقي في بيتك: # وصفة سهلة | Evde Orta Doğu Mutfağı: # Kolay Tarif | घर पर मध्य-पूर्वी खाना: # आसान रेसिपी',
      'Indian Cooking at Home: # Easy Recipes | La cuisine indienne à la maison : # recettes faciles | المطبخ الهندي في بيتك: # وصفة سهلة | Evde Hint Mutfağı: # Kolay Tarif | घर पर भारतीय खाना: # आसान रेसिपी',
      'Vegetarian Cooking at Home: # Easy Recipes | La cuisine végétarienne à la maison : # recettes faciles | المطبخ النباتي في بيتك: # وصفة سهلة | Evde Vejetaryen Mutfak: # Kolay Tarif | घर पर शाकाहारी खाना: # आसान रेसिपी',
      'French Cooking at Home: # Easy Recipes | La cuisine française à la maison : # recettes faciles | المطبخ الفرنسي في بيتك: # وصفة سهلة | Evde Fransız Mutfağı: # Kolay Tarif | घर पर फ़्रेंच खाना: # आसान रेसिपी',
      'Anatolian Cooking at Home: # Easy Recipes | La cuisine anatolienne à la maison : # recettes faciles | المطبخ الأناضولي في بيتك: # وصفة سهلة | Evde Anadolu Mutfağı: # Kolay Tarif | घर पर अनातोलियाई खाना: # आसान रेसिपी',
      'Moroccan Cooking at Home: # Easy Recipes | La cuisine marocaine à la maison : # recettes faciles | المطبخ المغربي في بيتك: # وصفة سهلة | Evde Fas Mutfağı: # Kolay Tarif | घर पर मोरक्कन खाना: # आसान रेसिपी',
    ],
    counts: [40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100, 110, 120, 125, 150],
    blurbs: [
      'Simple, seasonal recipes for every day, with step-by-step photos. | Des recettes simples et de saison pour tous les jours, avec des photos pas à pas. | وصفات بسيطة وموسمية لكل يوم، مع صور توضح الخطوات. | Her gün için sade, mevsimlik tarifler ve adım adım fotoğraflar. | हर दिन के लिए आसान, मौसमी रेसिपी, स्टेप-बाय-स्टेप तस्वीरों के साथ।',
      'Includes tips on planning meals, shopping smart and cutting food waste. | Avec des conseils pour planifier les repas, bien faire ses courses et réduire le gaspillage. | يتضمن نصائح لتخطيط الوجبات والتسوق بذكاء وتقليل هدر الطعام. | Öğün planlama, akıllı alışveriş ve gıda israfını azaltma üzerine ipuçları içerir. | खाने की योजना, समझदारी से ख़रीदारी और खाने की बर्बादी कम करने के टिप्स भी शामिल हैं।',
      'Written for beginners and experienced cooks alike. | Pour les débutants comme pour les cuisiniers confirmés. | كُتب للمبتدئين والطهاة المتمرسين على حد سواء. | Hem yeni başlayanlar hem de deneyimli aşçılar için yazıldı. | नौसिखियों और अनुभवी रसोइयों, दोनों के लिए लिखी गई।',
    ],
  },
  'self-help': {
    titles: [
      'The Art of Slow Living | L\'Art de vivre lentement | فن العيش ببطء | Yavaş Yaşama Sanatı | धीमे जीने की कला',
      'The Art of Focus | L\'Art de la concentration | فن التركيز | Odaklanma Sanatı | एकाग्रता की कला',
      'The Art of Saying No | L\'Art de dire non | فن قول لا | Hayır Deme Sanatı | ना कहने की कला',
      'The Art of Small Habits | L\'Art des petites habitudes | فن العادات الصغيرة | Küçük Alışkanlıklar Sanatı | छोटी आदतों की कला',
      'The Art of Calm | L\'Art du calme | فن الهدوء | Sakin Kalma Sanatı | शांत रहने की कला',
      'The Art of Letting Go | L\'Art de lâcher prise | فن التخلي | Akışına Bırakma Sanatı | छोड़ देने की कला',
      'The Art of Starting Over | L\'Art de recommencer | فن البدء من جديد | Yeniden Başlama Sanatı | फिर से शुरुआत करने की कला',
      'The Art of Listening | L\'Art d\'écouter | فن الإصغاء | Dinleme Sanatı | सुनने की कला',
      'The Art of Rest | L\'Art du repos | فن الراحة | Dinlenme Sanatı | आराम की कला',
      'The Art of Gratitude | L\'Art de la gratitude | فن الامتنان | Şükretme Sanatı | कृतज्ञता की कला',
      '# Days to a Calmer Mind | # jours pour un esprit plus serein | # يومًا نحو ذهن أكثر صفاءً | Daha Sakin Bir Zihin İçin # Gün | शांत मन के लिए # दिन',
      '# Days to Better Sleep | # jours pour mieux dormir | # يومًا نحو نوم أفضل | Daha İyi Uyku İçin # Gün | बेहतर नींद के लिए # दिन',
      '# Days to Better Habits | # jours pour de meilleures habitudes | # يومًا نحو عادات أفضل | Daha İyi Alışkanlıklar İçin # Gün | बेहतर आदतों के लिए # दिन',
      '# Days to Financial Freedom | # jours vers la liberté financière | # يومًا نحو الحرية المالية | Finansal Özgürlüğe # Gün | आर्थिक आज़ादी की ओर # दिन',
      'The Little Book of Calm | Le Petit Livre du calme | الكتاب الصغير للهدوء | Küçük Sükûnet Kitabı | शांति की छोटी किताब',
      'The Little Book of Kindness | Le Petit Livre de la bienveillance | الكتاب الصغير للطف | Küçük İyilik Kitabı | दयालुता की छोटी किताब',
      'The Little Book of Confidence | Le Petit Livre de la confiance en soi | الكتاب الصغير للثقة بالنفس | Küçük Özgüven Kitabı | आत्मविश्वास की छोटी किताब',
      'The Little Book of Mornings | Le Petit Livre des matins | الكتاب الصغير للصباحات | Küçük Sabahlar Kitabı | सुबहों की छोटी किताब',
    ],
    counts: [21, 30, 60, 90],
    blurbs: [
      'Practical, research-based advice you can put into practice today. | Des conseils pratiques, fondés sur la recherche, à appliquer dès aujourd\'hui. | نصائح عملية مبنية على الأبحاث يمكنك تطبيقها اليوم. | Bugünden uygulayabileceğiniz, araştırmalara dayanan pratik öneriler. | शोध पर आधारित व्यावहारिक सलाह, जिसे आप आज से ही अपना सकते हैं।',
      'Short chapters and simple exercises make lasting change feel easy. | Des chapitres courts et des exercices simples pour ancrer un changement durable. | فصول قصيرة وتمارين بسيطة تساعدك على إحداث تغيير دائم. | Kısa bölümler ve basit alıştırmalar kalıcı bir değişimi kolaylaştırır. | छोटे अध्याय और आसान अभ्यास स्थायी बदलाव लाना आसान बनाते हैं।',
      'A warm, honest guide to living with more intention. | Un guide bienveillant et sincère pour vivre avec plus d\'intention. | دليل صادق ودافئ لحياة أكثر وعيًا. | Daha bilinçli yaşamak için samimi ve içten bir rehber. | सोच-समझकर जीने के लिए एक सच्ची और आत्मीय मार्गदर्शिका।',
    ],
  },
  science: {
    titles: [
      'The Stars: A Beginner\'s Guide | Les étoiles : guide pour débutants | النجوم: دليل المبتدئين | Yıldızlar: Başlangıç Rehberi | तारे: शुरुआती पाठकों के लिए गाइड',
      'Oceans: A Beginner\'s Guide | Les océans : guide pour débutants | المحيطات: دليل المبتدئين | Okyanuslar: Başlangıç Rehberi | महासागर: शुरुआती पाठकों के लिए गाइड',
      'The Human Brain: A Beginner\'s Guide | Le cerveau humain : guide pour débutants | الدماغ البشري: دليل المبتدئين | İnsan Beyni: Başlangıç Rehberi | मानव मस्तिष्क: शुरुआती पाठकों के लिए गाइड',
      'Climate: A Beginner\'s Guide | Le climat : guide pour débutants | المناخ: دليل المبتدئين | İklim: Başlangıç Rehberi | जलवायु: शुरुआती पाठकों के लिए गाइड',
      'Quantum Physics: A Beginner\'s Guide | La physique quantique : guide pour débutants | فيزياء الكم: دليل المبتدئين | Kuantum Fiziği: Başlangıç Rehberi | क्वांटम भौतिकी: शुरुआती पाठकों के लिए गाइड',
      'Forests: An Illustrated Journey | Les forêts : un voyage illustré | الغابات: رحلة مصوّرة | Ormanlar: Resimli Bir Yolculuk | जंगल: एक सचित्र यात्रा',
      'Bees: An Illustrated Journey | Les abeilles : un voyage illustré | النحل: رحلة مصوّرة | Arılar: Resimli Bir Yolculuk | मधुमक्खियाँ: एक सचित्र यात्रा',
      'Volcanoes: An Illustrated Journey | Les volcans : un voyage illustré | البراكين: رحلة مصوّرة | Volkanlar: Resimli Bir Yolculuk | ज्वालामुखी: एक सचित्र यात्रा',
      'Birds: An Illustrated Journey | Les oiseaux : un voyage illustré | الطيور: رحلة مصوّرة | Kuşlar: Resimli Bir Yolculuk | पक्षी: एक सचित्र यात्रा',
      'Evolution: An Illustrated Journey | L\'évolution : un voyage illustré | التطور: رحلة مصوّرة | Evrim: Resimli Bir Yolculuk | जीवों का विकास: एक सचित्र यात्रा',
      'The Secret Life of Trees | La vie secrète des arbres | الحياة السرية للأشجار | Ağaçların Gizli Yaşamı | पेड़ों की छिपी ज़िंदगी',
      'The Secret Life of Cities | La vie secrète des villes | الحياة السرية للمدن | Şehirlerin Gizli Yaşamı | शहरों की छिपी ज़िंदगी',
      'The Secret Life of Insects | La vie secrète des insectes | الحياة السرية للحشرات | Böceklerin Gizli Yaşamı | कीड़ों की छिपी ज़िंदगी',
      'The Secret Life of Rivers | La vie secrète des rivières | الحياة السرية للأنهار | Nehirlerin Gizli Yaşamı | नदियों की छिपी ज़िंदगी',
    ],
    blurbs: [
      'Clear explanations and stunning illustrations bring the subject to life. | Des explications claires et de superbes illustrations donnent vie au sujet. | شروح واضحة ورسوم مذهلة تجعل الموضوع نابضًا بالحياة. | Anlaşılır açıklamalar ve etkileyici çizimler konuyu canlandırıyor. | साफ़ व्याख्याएँ और शानदार चित्र विषय को जीवंत बना देते हैं।',
      'Written by a scientist for curious readers of all ages. | Écrit par un scientifique pour les lecteurs curieux de tous âges. | كتبه عالم للقراء الفضوليين من جميع الأعمار. | Her yaştan meraklı okur için bir bilim insanı tarafından yazıldı. | हर उम्र के जिज्ञासु पाठकों के लिए एक वैज्ञानिक द्वारा लिखी गई।',
      'Packed with surprising facts, maps and diagrams. | Plein de faits surprenants, de cartes et de schémas. | مليء بالحقائق المدهشة والخرائط والرسوم التوضيحية. | Şaşırtıcı bilgiler, haritalar ve şemalarla dolu. | हैरान कर देने वाले तथ्यों, नक़्शों और आरेखों से भरपूर।',
    ],
  },
};

/** Closing sentence for every book. */
export const BOOK_CLOSER: L5 =
  'Printed on paper from responsibly managed forests. | Imprimé sur du papier issu de forêts gérées durablement. | مطبوع على ورق من غابات تُدار بشكل مستدام. | Sürdürülebilir şekilde yönetilen ormanlardan elde edilen kâğıda basılmıştır. | ज़िम्मेदारी से प्रबंधित जंगलों के काग़ज़ पर छपी।';

/** Overview lines of a book: "#" is a number, "@" the author's name. */
export const BOOK_OVERVIEW = {
  author: 'Author: @ | Auteur : @ | المؤلف: @ | Yazar: @ | लेखक: @',
  pages: 'Pages: # | Nombre de pages : # | عدد الصفحات: # | Sayfa sayısı: # | पृष्ठ: #',
  year: 'Publication year: # | Année de publication : # | سنة النشر: # | Yayın yılı: # | प्रकाशन वर्ष: #',
  formats: [
    'Format: paperback | Format : broché | الغلاف: ورقي | Kapak: karton kapak | कवर: पेपरबैक',
    'Format: hardcover | Format : relié | الغلاف: مقوّى | Kapak: ciltli | कवर: हार्डकवर',
  ],
} as const;
