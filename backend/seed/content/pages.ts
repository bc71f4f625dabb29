/**
 * Static pages in simple HTML (h2, p, ul/li) so the storefront can render them without a rich-text
 * library. Each language is written on its own, not word for word, the way a native editor would.
 */
import { type Lang, type Localized } from './types';

export interface StaticPage {
  slug: string;
  title: Localized;
  body: Localized;
}

const html = (...parts: string[]): string => parts.join('');
const qa = (q: string, a: string): string => `<h2>${q}</h2><p>${a}</p>`;
/** A link to one of the shop's pages in `lang`'s paths (English has no prefix). */
const a = (lang: Lang, path: string, text: string): string => `<a href="${lang === 'en' ? '' : `/${lang}`}${path}">${text}</a>`;

export const STATIC_PAGES: StaticPage[] = [
  {
    slug: 'privacy-policy',
    title: { en: 'Privacy policy', fr: 'Politique de confidentialité', ar: 'سياسة الخصوصية', tr: 'Gizlilik Politikası', hi: 'गोपनीयता नीति' },
    body: {
      en: html(
        '<h2>Who we are</h2><p>Bazaario is an online marketplace where independent stores sell to customers in many countries. This policy explains what personal data we collect when you use our website and apps, why we collect it and what rights you have.</p>',
        '<h2>What we collect</h2><ul><li>Account details: your name, e-mail address, phone number and password.</li><li>Order details: delivery addresses, the products you buy and your payment status. Card numbers are handled by our payment partners and never stored by us.</li><li>Usage data: pages visited, searches and device information, collected with cookies.</li></ul>',
        '<h2>How we use it</h2><p>We use your data to process orders, deliver parcels, provide customer support, prevent fraud and, if you agree, send you our newsletter. We share only what is needed with the seller of your order, delivery companies and payment providers.</p>',
        '<h2>Your rights</h2><p>You can access, correct or delete your data at any time from your account or by writing to privacy@example.com. You may also object to marketing messages and withdraw your consent to cookies.</p>',
        '<h2>How long we keep it</h2><p>We keep order records for as long as the law requires and delete inactive accounts after three years.</p>',
      ),
      fr: html(
        '<h2>Qui sommes-nous ?</h2><p>Bazaario est une place de marché en ligne où des boutiques indépendantes vendent leurs produits à des clients dans de nombreux pays. La présente politique explique quelles données personnelles nous collectons lorsque vous utilisez notre site et nos applications, pourquoi nous les collectons et quels sont vos droits.</p>',
        '<h2>Données collectées</h2><ul><li>Données de compte : votre nom, votre adresse e-mail, votre numéro de téléphone et votre mot de passe.</li><li>Données de commande : adresses de livraison, produits achetés et statut du paiement. Les numéros de carte sont traités par nos partenaires de paiement et ne sont jamais conservés par nos soins.</li><li>Données de navigation : pages consultées, recherches et informations sur l\'appareil, collectées au moyen de cookies.</li></ul>',
        '<h2>Utilisation des données</h2><p>Nous utilisons vos données pour traiter les commandes, livrer les colis, assurer le service client, prévenir la fraude et, si vous l\'acceptez, vous envoyer notre newsletter. Nous ne partageons que le strict nécessaire avec le vendeur concerné, les transporteurs et les prestataires de paiement.</p>',
        '<h2>Vos droits</h2><p>Vous pouvez à tout moment accéder à vos données, les rectifier ou les supprimer depuis votre compte ou en écrivant à privacy@example.com. Vous pouvez également vous opposer aux messages commerciaux et retirer votre consentement aux cookies.</p>',
        '<h2>Durée de conservation</h2><p>Nous conservons les données de commande pendant la durée exigée par la loi et supprimons les comptes inactifs au bout de trois ans.</p>',
      ),
      ar: html(
        '<h2>من نحن</h2><p>Bazaario سوق إلكترونية تبيع من خلالها متاجر مستقلة منتجاتها لعملاء في بلدان عديدة. توضح هذه السياسة البيانات الشخصية التي نجمعها عند استخدامك لموقعنا وتطبيقاتنا، وسبب جمعها، والحقوق التي تتمتع بها.</p>',
        '<h2>البيانات التي نجمعها</h2><ul><li>بيانات الحساب: اسمك وبريدك الإلكتروني ورقم هاتفك وكلمة المرور.</li><li>بيانات الطلبات: عناوين التوصيل والمنتجات التي تشتريها وحالة الدفع. أما أرقام البطاقات فيعالجها شركاؤنا في الدفع، ولا نحتفظ بها أبدًا.</li><li>بيانات الاستخدام: الصفحات التي تزورها وعمليات البحث ومعلومات الجهاز، ونجمعها عبر ملفات تعريف الارتباط.</li></ul>',
        '<h2>كيف نستخدم بياناتك</h2><p>نستخدم بياناتك لمعالجة الطلبات وتوصيل الشحنات وتقديم خدمة العملاء ومنع الاحتيال، وكذلك لإرسال نشرتنا البريدية إذا وافقت على ذلك. ولا نشارك إلا ما يلزم مع البائع المعني وشركات التوصيل ومزودي خدمات الدفع.</p>',
        '<h2>حقوقك</h2><p>يمكنك في أي وقت الاطلاع على بياناتك أو تصحيحها أو حذفها من حسابك أو بمراسلتنا على privacy@example.com. كما يحق لك الاعتراض على الرسائل التسويقية وسحب موافقتك على ملفات تعريف الارتباط.</p>',
        '<h2>مدة الاحتفاظ بالبيانات</h2><p>نحتفظ بسجلات الطلبات طوال المدة التي يفرضها القانون، ونحذف الحسابات غير النشطة بعد ثلاث سنوات.</p>',
      ),
      tr: html(
        '<h2>Biz kimiz?</h2><p>Bazaario, bağımsız mağazaların birçok ülkedeki müşterilere ürün sattığı bir çevrim içi pazaryeridir. Bu politika, web sitemizi ve uygulamalarımızı kullandığınızda hangi kişisel verileri topladığımızı, bunları neden topladığımızı ve hangi haklara sahip olduğunuzu açıklar.</p>',
        '<h2>Topladığımız veriler</h2><ul><li>Hesap bilgileri: adınız, e-posta adresiniz, telefon numaranız ve şifreniz.</li><li>Sipariş bilgileri: teslimat adresleri, satın aldığınız ürünler ve ödeme durumu. Kart numaraları ödeme iş ortaklarımız tarafından işlenir ve tarafımızca asla saklanmaz.</li><li>Kullanım verileri: ziyaret edilen sayfalar, aramalar ve cihaz bilgileri; bunlar çerezler aracılığıyla toplanır.</li></ul>',
        '<h2>Verilerinizi nasıl kullanıyoruz?</h2><p>Verilerinizi siparişleri işlemek, kargoları teslim etmek, müşteri desteği sağlamak, dolandırıcılığı önlemek ve onay vermeniz hâlinde bültenimizi göndermek için kullanırız. Siparişinizin satıcısı, kargo şirketleri ve ödeme hizmeti sağlayıcılarıyla yalnızca gerekli olan bilgileri paylaşırız.</p>',
        '<h2>Haklarınız</h2><p>Verilerinize dilediğiniz zaman hesabınızdan veya privacy@example.com adresine yazarak erişebilir, bunları düzeltebilir ya da sildirebilirsiniz. Ayrıca pazarlama iletilerine itiraz edebilir ve çerezlere verdiğiniz onayı geri çekebilirsiniz.</p>',
        '<h2>Saklama süresi</h2><p>Sipariş kayıtlarını yasaların öngördüğü süre boyunca saklar, etkin olmayan hesapları üç yıl sonra sileriz.</p>',
      ),
      hi: html(
        '<h2>हम कौन हैं</h2><p>Bazaario एक ऑनलाइन मार्केटप्लेस है, जहाँ स्वतंत्र दुकानें कई देशों के ग्राहकों को अपने प्रोडक्ट बेचती हैं। यह नीति बताती है कि जब आप हमारी वेबसाइट और ऐप इस्तेमाल करते हैं, तो हम कौन-सी निजी जानकारी इकट्ठा करते हैं, क्यों करते हैं और इस पर आपके क्या अधिकार हैं।</p>',
        '<h2>हम कौन-सी जानकारी लेते हैं</h2><ul><li>खाते की जानकारी: आपका नाम, ई-मेल पता, फ़ोन नंबर और पासवर्ड।</li><li>ऑर्डर की जानकारी: डिलीवरी के पते, आपके ख़रीदे गए प्रोडक्ट और भुगतान की स्थिति। कार्ड नंबर हमारे भुगतान पार्टनर संभालते हैं, हम उन्हें कभी सेव नहीं करते।</li><li>इस्तेमाल की जानकारी: देखे गए पेज, सर्च और डिवाइस की जानकारी, जो कुकीज़ के ज़रिए ली जाती है।</li></ul>',
        '<h2>हम इसका इस्तेमाल कैसे करते हैं</h2><p>हम आपकी जानकारी का इस्तेमाल ऑर्डर पूरे करने, पार्सल पहुँचाने, ग्राहक सहायता देने, धोखाधड़ी रोकने और आपकी सहमति होने पर न्यूज़लेटर भेजने के लिए करते हैं। हम केवल ज़रूरी जानकारी ही संबंधित विक्रेता, डिलीवरी कंपनियों और भुगतान सेवा देने वालों के साथ साझा करते हैं।</p>',
        '<h2>आपके अधिकार</h2><p>आप कभी भी अपने खाते से या privacy@example.com पर लिखकर अपनी जानकारी देख, सुधार या हटा सकते हैं। आप मार्केटिंग संदेशों से मना कर सकते हैं और कुकीज़ के लिए दी गई सहमति वापस ले सकते हैं।</p>',
        '<h2>जानकारी कितने समय तक रखी जाती है</h2><p>हम ऑर्डर के रिकॉर्ड उतने समय तक रखते हैं जितना क़ानून के अनुसार ज़रूरी है, और निष्क्रिय खातों को तीन साल बाद हटा देते हैं।</p>',
      ),
    },
  },
  {
    slug: 'terms-and-conditions',
    title: { en: 'Terms and conditions', fr: 'Conditions générales de vente', ar: 'الشروط والأحكام', tr: 'Kullanım Koşulları', hi: 'नियम और शर्तें' },
    body: {
      en: html(
        '<h2>About these terms</h2><p>These terms apply to every purchase made on Bazaario. By creating an account or placing an order, you agree to them. Each product is sold by the independent store named on its page; Bazaario runs the platform, takes payment and supports you if something goes wrong.</p>',
        '<h2>Orders and prices</h2><ul><li>Prices are shown in US dollars and include applicable taxes unless stated otherwise.</li><li>An order is confirmed once payment is accepted, or straight away for cash on delivery.</li><li>If a product turns out to be unavailable, we cancel it and refund you in full.</li></ul>',
        '<h2>Vouchers</h2><p>A voucher can be used during its validity period, once the minimum spend is reached and within the usage limits shown. Vouchers cannot be exchanged for cash.</p>',
        '<h2>Cancellations</h2><p>You can cancel an order free of charge as long as it is still pending. After that, please follow our returns policy.</p>',
        '<h2>Liability and disputes</h2><p>We do our best to keep the service available and accurate, but we cannot guarantee that it will never be interrupted. If you are not satisfied, contact our support team first: most issues are solved within two business days.</p>',
      ),
      fr: html(
        '<h2>À propos des présentes conditions</h2><p>Les présentes conditions s\'appliquent à tout achat effectué sur Bazaario. En créant un compte ou en passant commande, vous les acceptez. Chaque produit est vendu par la boutique indépendante indiquée sur sa page ; Bazaario exploite la plateforme, encaisse le paiement et vous accompagne en cas de problème.</p>',
        '<h2>Commandes et prix</h2><ul><li>Les prix sont affichés en dollars américains, taxes applicables comprises, sauf mention contraire.</li><li>Une commande est confirmée dès l\'acceptation du paiement, ou immédiatement en cas de paiement à la livraison.</li><li>Si un produit se révèle indisponible, nous l\'annulons et vous remboursons intégralement.</li></ul>',
        '<h2>Codes promo</h2><p>Un code promo s\'utilise pendant sa période de validité, à partir du montant minimum d\'achat et dans les limites d\'utilisation indiquées. Les codes promo ne sont pas échangeables contre de l\'argent.</p>',
        '<h2>Annulations</h2><p>Vous pouvez annuler gratuitement une commande tant qu\'elle est en attente. Au-delà, veuillez suivre notre politique de retour.</p>',
        '<h2>Responsabilité et litiges</h2><p>Nous faisons tout notre possible pour que le service reste disponible et exact, sans toutefois pouvoir garantir qu\'il ne sera jamais interrompu. En cas d\'insatisfaction, contactez d\'abord notre service client : la plupart des demandes sont traitées en deux jours ouvrés.</p>',
      ),
      ar: html(
        '<h2>حول هذه الشروط</h2><p>تسري هذه الشروط على كل عملية شراء تتم عبر Bazaario، وبإنشائك حسابًا أو تقديمك طلبًا فإنك توافق عليها. يتولى بيعَ كل منتج المتجرُ المستقل المذكور في صفحته، بينما تدير Bazaario المنصة وتحصّل المدفوعات وتقدم لك الدعم إذا واجهتك أي مشكلة.</p>',
        '<h2>الطلبات والأسعار</h2><ul><li>تُعرض الأسعار بالدولار الأمريكي وتشمل الضرائب المطبقة ما لم يُذكر خلاف ذلك.</li><li>يُؤكَّد الطلب بمجرد قبول الدفع، أو فورًا عند اختيار الدفع عند الاستلام.</li><li>إذا تبيّن أن أحد المنتجات غير متوفر، نلغيه ونعيد إليك المبلغ كاملًا.</li></ul>',
        '<h2>القسائم</h2><p>يمكن استخدام القسيمة خلال مدة صلاحيتها، متى بلغ الطلب الحد الأدنى للشراء وفي حدود الاستخدام المبيّنة. ولا يمكن استبدال القسائم بمبالغ نقدية.</p>',
        '<h2>إلغاء الطلبات</h2><p>يمكنك إلغاء الطلب مجانًا ما دام قيد الانتظار، وبعد ذلك يُرجى اتباع سياسة الإرجاع لدينا.</p>',
        '<h2>المسؤولية والنزاعات</h2><p>نبذل قصارى جهدنا لضمان توفر الخدمة ودقتها، لكن لا يمكننا ضمان عدم انقطاعها أبدًا. وإن لم تكن راضيًا، فتواصل أولًا مع فريق الدعم لدينا، إذ تُحل معظم المشكلات خلال يومَي عمل.</p>',
      ),
      tr: html(
        '<h2>Bu koşullar hakkında</h2><p>Bu koşullar Bazaario üzerinden yapılan tüm alışverişler için geçerlidir. Hesap oluşturarak veya sipariş vererek bu koşulları kabul etmiş olursunuz. Her ürün, sayfasında adı geçen bağımsız mağaza tarafından satılır; Bazaario ise platformu işletir, ödemeyi alır ve bir sorun çıktığında size destek olur.</p>',
        '<h2>Siparişler ve fiyatlar</h2><ul><li>Aksi belirtilmedikçe fiyatlar ABD doları cinsindendir ve geçerli vergiler dahildir.</li><li>Sipariş, ödeme onaylandığında; kapıda ödemede ise hemen onaylanır.</li><li>Bir ürünün stokta olmadığı anlaşılırsa ürünü siparişten çıkarır ve ödemenizin tamamını iade ederiz.</li></ul>',
        '<h2>İndirim kuponları</h2><p>Kuponlar geçerlilik süresi içinde, asgari sepet tutarına ulaşıldığında ve belirtilen kullanım sınırları dahilinde kullanılabilir. Kuponlar nakde çevrilemez.</p>',
        '<h2>İptaller</h2><p>Siparişiniz beklemede olduğu sürece ücretsiz iptal edebilirsiniz. Sonrasında lütfen iade politikamızı izleyin.</p>',
        '<h2>Sorumluluk ve anlaşmazlıklar</h2><p>Hizmetin erişilebilir ve doğru olması için elimizden geleni yaparız, ancak hiçbir kesinti yaşanmayacağını garanti edemeyiz. Memnun kalmadığınız bir durumda önce destek ekibimize ulaşın: sorunların çoğu iki iş günü içinde çözülür.</p>',
      ),
      hi: html(
        '<h2>इन शर्तों के बारे में</h2><p>ये शर्तें Bazaario पर की गई हर ख़रीदारी पर लागू होती हैं। खाता बनाकर या ऑर्डर देकर आप इन्हें स्वीकार करते हैं। हर प्रोडक्ट उसके पेज पर बताई गई स्वतंत्र दुकान बेचती है; Bazaario प्लेटफ़ॉर्म चलाता है, भुगतान लेता है और कोई दिक़्क़त आने पर आपकी मदद करता है।</p>',
        '<h2>ऑर्डर और क़ीमतें</h2><ul><li>क़ीमतें अमेरिकी डॉलर में दिखाई जाती हैं और जब तक अलग से न बताया जाए, इनमें लागू टैक्स शामिल होते हैं।</li><li>भुगतान स्वीकार होते ही ऑर्डर कन्फ़र्म हो जाता है; कैश ऑन डिलीवरी में तुरंत।</li><li>अगर कोई प्रोडक्ट उपलब्ध न हो, तो हम उसे रद्द करके आपको पूरा पैसा लौटा देते हैं।</li></ul>',
        '<h2>वाउचर</h2><p>वाउचर उसकी वैधता अवधि में, न्यूनतम ख़रीद राशि पूरी होने पर और बताई गई सीमा के भीतर इस्तेमाल किया जा सकता है। वाउचर को नक़द में नहीं बदला जा सकता।</p>',
        '<h2>ऑर्डर रद्द करना</h2><p>जब तक ऑर्डर पेंडिंग है, आप उसे मुफ़्त में रद्द कर सकते हैं। उसके बाद कृपया हमारी रिटर्न नीति देखें।</p>',
        '<h2>ज़िम्मेदारी और विवाद</h2><p>हम सेवा को उपलब्ध और सही रखने की पूरी कोशिश करते हैं, लेकिन यह गारंटी नहीं दे सकते कि इसमें कभी रुकावट नहीं आएगी। अगर आप संतुष्ट नहीं हैं, तो पहले हमारी सहायता टीम से संपर्क करें: ज़्यादातर मामले दो कामकाजी दिनों में सुलझ जाते हैं।</p>',
      ),
    },
  },
  {
    slug: 'about-us',
    title: { en: 'About us', fr: 'À propos de nous', ar: 'من نحن', tr: 'Hakkımızda', hi: 'हमारे बारे में' },
    body: {
      en: html(
        '<h2>Our story</h2><p>Bazaario started in 2019 with a simple idea: small, independent shops deserve the same reach as the big brands. Today more than a thousand stores sell on Bazaario, from ceramic workshops in Anatolia to tech specialists in California.</p>',
        '<h2>What we believe in</h2><ul><li>Fair prices and honest product descriptions.</li><li>Fast, reliable delivery and easy returns.</li><li>Supporting makers and small businesses in every community we serve.</li></ul>',
        '<h2>Shopping in your language</h2><p>Our shop speaks English, French, Arabic, Turkish and Hindi, and our support team answers in all five.</p>',
        '<h2>Get in touch</h2><p>Questions, ideas or feedback? Write to hello@example.com. We read every message.</p>',
      ),
      fr: html(
        '<h2>Notre histoire</h2><p>Bazaario est née en 2019 d\'une idée simple : les petites boutiques indépendantes méritent la même visibilité que les grandes marques. Aujourd\'hui, plus d\'un millier de boutiques vendent sur Bazaario, des ateliers de céramique d\'Anatolie aux spécialistes de la high-tech en Californie.</p>',
        '<h2>Nos valeurs</h2><ul><li>Des prix justes et des descriptions de produits honnêtes.</li><li>Une livraison rapide et fiable, et des retours faciles.</li><li>Le soutien aux artisans et aux petites entreprises partout où nous sommes présents.</li></ul>',
        '<h2>Vos achats dans votre langue</h2><p>Notre boutique parle anglais, français, arabe, turc et hindi, et notre service client vous répond dans ces cinq langues.</p>',
        '<h2>Nous contacter</h2><p>Une question, une idée, une remarque ? Écrivez-nous à hello@example.com : nous lisons tous les messages.</p>',
      ),
      ar: html(
        '<h2>قصتنا</h2><p>انطلقت Bazaario عام 2019 من فكرة بسيطة: المتاجر الصغيرة والمستقلة تستحق أن تصل إلى الناس كما تصل إليهم العلامات التجارية الكبرى. واليوم يبيع أكثر من ألف متجر عبر Bazaario، من ورش الخزف في الأناضول إلى متاجر التقنية المتخصصة في كاليفورنيا.</p>',
        '<h2>ما نؤمن به</h2><ul><li>أسعار عادلة وأوصاف صادقة للمنتجات.</li><li>توصيل سريع وموثوق وإرجاع سهل.</li><li>دعم الحرفيين والمشاريع الصغيرة في كل مجتمع نخدمه.</li></ul>',
        '<h2>تسوّق بلغتك</h2><p>يتحدث متجرنا الإنجليزية والفرنسية والعربية والتركية والهندية، ويرد فريق الدعم لدينا باللغات الخمس.</p>',
        '<h2>تواصل معنا</h2><p>لديك سؤال أو فكرة أو ملاحظة؟ راسلنا على hello@example.com، فنحن نقرأ كل رسالة.</p>',
      ),
      tr: html(
        '<h2>Hikâyemiz</h2><p>Bazaario, 2019 yılında basit bir fikirle yola çıktı: Küçük ve bağımsız mağazalar da büyük markalar kadar geniş kitlelere ulaşmayı hak ediyor. Bugün Anadolu\'daki seramik atölyelerinden Kaliforniya\'daki teknoloji uzmanlarına kadar binden fazla mağaza Bazaario\'da satış yapıyor.</p>',
        '<h2>İnandığımız değerler</h2><ul><li>Adil fiyatlar ve dürüst ürün açıklamaları.</li><li>Hızlı, güvenilir teslimat ve kolay iade.</li><li>Hizmet verdiğimiz her toplulukta üreticilere ve küçük işletmelere destek.</li></ul>',
        '<h2>Kendi dilinizde alışveriş</h2><p>Mağazamız İngilizce, Fransızca, Arapça, Türkçe ve Hintçe konuşuyor; destek ekibimiz de bu beş dilde yanıt veriyor.</p>',
        '<h2>Bize ulaşın</h2><p>Sorunuz, fikriniz ya da öneriniz mi var? hello@example.com adresine yazın; her mesajı okuyoruz.</p>',
      ),
      hi: html(
        '<h2>हमारी कहानी</h2><p>Bazaario की शुरुआत 2019 में एक सीधे-से विचार के साथ हुई: छोटी और स्वतंत्र दुकानों को भी बड़े ब्रांडों जितनी पहुँच मिलनी चाहिए। आज अनातोलिया की सिरेमिक वर्कशॉप से लेकर कैलिफ़ोर्निया के टेक विशेषज्ञों तक, एक हज़ार से ज़्यादा दुकानें Bazaario पर सामान बेचती हैं।</p>',
        '<h2>हम किन बातों में विश्वास करते हैं</h2><ul><li>सही दाम और प्रोडक्ट की सच्ची जानकारी।</li><li>तेज़, भरोसेमंद डिलीवरी और आसान रिटर्न।</li><li>जिन समुदायों में हम सेवा देते हैं, वहाँ के कारीगरों और छोटे कारोबारों का साथ।</li></ul>',
        '<h2>अपनी भाषा में ख़रीदारी</h2><p>हमारी दुकान अंग्रेज़ी, फ़्रेंच, अरबी, तुर्की और हिंदी बोलती है, और हमारी सहायता टीम इन पाँचों भाषाओं में जवाब देती है।</p>',
        '<h2>संपर्क करें</h2><p>कोई सवाल, सुझाव या राय? hello@example.com पर लिखें। हम हर संदेश पढ़ते हैं।</p>',
      ),
    },
  },
  {
    slug: 'shipping-and-returns',
    title: { en: 'Shipping and returns', fr: 'Livraison et retours', ar: 'الشحن والإرجاع', tr: 'Kargo ve İade', hi: 'शिपिंग और रिटर्न' },
    body: {
      en: html(
        '<h2>Delivery</h2><p>Orders are prepared by the seller and usually ship within two business days. Delivery times and prices depend on your address and are shown at checkout, before you pay.</p><ul><li>Standard delivery: 3 to 6 business days.</li><li>Express delivery: 1 to 2 business days in major cities.</li><li>Pickup points: collect your parcel at a partner location, often for a lower fee.</li></ul>',
        `<h2>Tracking your order</h2><p>When you place an order, you get its tracking code on screen and in the confirmation e-mail, and another e-mail each time its status changes. You can follow it at any time on the ${a('en', '/track-order', 'Track order')} page, without an account.</p>`,
        '<h2>Returns</h2><p>You have 30 days from delivery to return most items. Products must be unused and in their original packaging. For hygiene reasons, food, opened cosmetics and earrings cannot be returned.</p>',
        '<h2>Refunds</h2><p>Once the seller receives your return, we refund you within five business days using your original payment method. Orders paid in cash on delivery are refunded by bank transfer.</p>',
      ),
      fr: html(
        '<h2>Livraison</h2><p>Les commandes sont préparées par le vendeur et expédiées en général sous deux jours ouvrés. Les délais et frais de livraison dépendent de votre adresse et sont indiqués lors de la commande, avant le paiement.</p><ul><li>Livraison standard : 3 à 6 jours ouvrés.</li><li>Livraison express : 1 à 2 jours ouvrés dans les grandes villes.</li><li>Points relais : retirez votre colis chez un partenaire, souvent à moindre coût.</li></ul>',
        `<h2>Suivi de commande</h2><p>Dès que vous passez commande, son code de suivi s'affiche à l'écran et figure dans l'e-mail de confirmation ; un nouvel e-mail vous prévient à chaque changement de statut. Vous pouvez la suivre à tout moment, sans compte, sur la page ${a('fr', '/track-order', 'Suivre ma commande')}.</p>`,
        '<h2>Retours</h2><p>Vous disposez de 30 jours à compter de la livraison pour retourner la plupart des articles. Les produits doivent être inutilisés et dans leur emballage d\'origine. Pour des raisons d\'hygiène, les produits alimentaires, les cosmétiques ouverts et les boucles d\'oreilles ne sont ni repris ni échangés.</p>',
        '<h2>Remboursements</h2><p>Dès que le vendeur a reçu votre retour, nous vous remboursons sous cinq jours ouvrés sur le moyen de paiement utilisé lors de l\'achat. Les commandes réglées à la livraison sont remboursées par virement bancaire.</p>',
      ),
      ar: html(
        '<h2>التوصيل</h2><p>يجهّز البائع الطلبات، وتُشحن عادةً خلال يومَي عمل. وتعتمد مدة التوصيل وتكلفته على عنوانك، وتظهر لك عند إتمام الطلب قبل الدفع.</p><ul><li>التوصيل العادي: من 3 إلى 6 أيام عمل.</li><li>التوصيل السريع: من يوم إلى يومَي عمل في المدن الكبرى.</li><li>نقاط الاستلام: استلم طردك من أحد المواقع الشريكة، وغالبًا بتكلفة أقل.</li></ul>',
        `<h2>تتبع طلبك</h2><p>عند تقديم الطلب يظهر لك رمز تتبعه على الشاشة وفي رسالة التأكيد، وتصلك رسالة أخرى عند كل تغيّر في حالته. ويمكنك متابعته في أي وقت من صفحة ${a('ar', '/track-order', 'تتبع الطلب')} دون الحاجة إلى حساب.</p>`,
        '<h2>الإرجاع</h2><p>لديك 30 يومًا من تاريخ التسليم لإرجاع معظم المنتجات، بشرط أن تكون غير مستخدمة وفي عبوتها الأصلية. ولا يمكن إرجاع المواد الغذائية ومستحضرات التجميل المفتوحة والأقراط لأسباب صحية.</p>',
        '<h2>استرداد المبالغ</h2><p>بعد أن يستلم البائع المنتج المرتجع، نعيد إليك المبلغ خلال خمسة أيام عمل بطريقة الدفع نفسها. أما الطلبات المدفوعة عند الاستلام فيُعاد مبلغها بتحويل بنكي.</p>',
      ),
      tr: html(
        '<h2>Teslimat</h2><p>Siparişler satıcı tarafından hazırlanır ve genellikle iki iş günü içinde kargoya verilir. Teslimat süresi ve ücreti adresinize göre değişir ve ödeme yapmadan önce sipariş adımında gösterilir.</p><ul><li>Standart teslimat: 3-6 iş günü.</li><li>Hızlı teslimat: büyük şehirlerde 1-2 iş günü.</li><li>Teslim noktaları: kargonuzu anlaşmalı bir noktadan, çoğu zaman daha düşük bir ücretle teslim alın.</li></ul>',
        `<h2>Sipariş takibi</h2><p>Sipariş verdiğinizde takip kodu ekranda ve onay e-postasında gösterilir; siparişin durumu her değiştiğinde de bir e-posta alırsınız. Siparişinizi istediğiniz zaman, hesap gerekmeden ${a('tr', '/track-order', 'Sipariş Takibi')} sayfasından izleyebilirsiniz.</p>`,
        '<h2>İade</h2><p>Çoğu ürünü teslimattan itibaren 30 gün içinde iade edebilirsiniz. Ürünlerin kullanılmamış ve orijinal ambalajında olması gerekir. Hijyen nedeniyle gıda ürünleri, açılmış kozmetik ürünleri ve küpeler iade alınmaz.</p>',
        '<h2>Para iadesi</h2><p>İade ettiğiniz ürün satıcıya ulaştıktan sonra ödemeniz beş iş günü içinde aynı ödeme yöntemiyle iade edilir. Kapıda ödemeli siparişlerin iadesi banka havalesiyle yapılır.</p>',
      ),
      hi: html(
        '<h2>डिलीवरी</h2><p>ऑर्डर विक्रेता तैयार करते हैं और आम तौर पर दो कामकाजी दिनों के भीतर भेज दिए जाते हैं। डिलीवरी का समय और शुल्क आपके पते पर निर्भर करता है और भुगतान से पहले चेकआउट पर दिखाया जाता है।</p><ul><li>स्टैंडर्ड डिलीवरी: 3 से 6 कामकाजी दिन।</li><li>एक्सप्रेस डिलीवरी: बड़े शहरों में 1 से 2 कामकाजी दिन।</li><li>पिकअप पॉइंट: अपना पार्सल किसी पार्टनर लोकेशन से लें, अक्सर कम शुल्क में।</li></ul>',
        `<h2>अपना ऑर्डर ट्रैक करें</h2><p>ऑर्डर देते ही उसका ट्रैकिंग कोड स्क्रीन पर और कन्फ़र्मेशन ई-मेल में मिल जाता है, और हर बार स्थिति बदलने पर एक और ई-मेल आता है। आप इसे कभी भी, बिना खाते के, ${a('hi', '/track-order', 'ऑर्डर ट्रैक करें')} पेज पर देख सकते हैं।</p>`,
        '<h2>रिटर्न</h2><p>ज़्यादातर सामान डिलीवरी के 30 दिनों के भीतर लौटाया जा सकता है। प्रोडक्ट बिना इस्तेमाल किए हुए और अपनी असली पैकेजिंग में होने चाहिए। साफ़-सफ़ाई के कारणों से खाने-पीने का सामान, खुले हुए कॉस्मेटिक्स और ईयररिंग्स वापस नहीं लिए जाते।</p>',
        '<h2>रिफ़ंड</h2><p>विक्रेता को लौटाया गया सामान मिलते ही हम पाँच कामकाजी दिनों के भीतर उसी भुगतान तरीक़े से पैसा लौटा देते हैं। कैश ऑन डिलीवरी वाले ऑर्डर का रिफ़ंड बैंक ट्रांसफ़र से किया जाता है।</p>',
      ),
    },
  },
  {
    slug: 'faq',
    title: { en: 'Help and frequently asked questions', fr: 'Aide et questions fréquentes', ar: 'المساعدة والأسئلة الشائعة', tr: 'Yardım ve Sıkça Sorulan Sorular', hi: 'सहायता और अक्सर पूछे जाने वाले सवाल' },
    // Only what the shop does today, each answer linking to the page where it happens. Links are
    // written in each language's own paths (English has no prefix).
    body: {
      en: html(
        qa('How do I find a product?', `Type in the search box at the top of every page, or browse the ${a('en', '/categories', 'categories')} and ${a('en', '/brands', 'brands')}. The ${a('en', '/sitemap', 'sitemap')} lists every category, brand and collection on one page. Current discounts are under ${a('en', '/flash-sale', 'Flash sale')} and ${a('en', '/hot-deals', 'Hot deals')}.`),
        qa('Do I need an account to order?', `No: you can check out as a guest. With an ${a('en', '/register', 'account')} you also keep your order history, addresses, vouchers, wishlist and compare list. You confirm your e-mail address with a code we send you, and you may also sign in with Google or Facebook where those buttons are shown.`),
        qa('How can I pay?', 'Online with the methods shown at checkout (card or wallet, through the payment providers the shop works with), by cash on delivery or by bank transfer. Paying online takes you to the provider\'s secure page, and your order is marked paid as soon as the provider confirms the payment; we never see your card number. If you choose bank transfer, our bank details are shown once your order is placed; after paying, report it on the order page (your bank, account and the transfer reference), and we mark the order paid once we have checked it.'),
        qa('How do vouchers and bundle deals work?', 'Enter a voucher code at checkout: the discount applies while the voucher is valid, once your order reaches its minimum spend and while it has uses left. Signed-in shoppers find their vouchers under My vouchers. A bundle deal ("buy 2, get 1 free") is shown on the product page and taken off in the cart by itself.'),
        qa('How do I track my order?', `Every order gets a tracking code, shown when you place it and in the confirmation e-mail. Enter it on the ${a('en', '/track-order', 'Track order')} page (no account needed) to see its status and estimated delivery date. Signed-in shoppers also find every order under My orders.`),
        qa('Can I cancel an order?', `Yes, while it is still pending. If you have an account, open the order under My orders and choose Cancel order; stock and any voucher you used are given back. If you ordered as a guest, write to us through the ${a('en', '/contact', 'contact page')} with your tracking code.`),
        qa('Which e-mails will I get?', 'A confirmation when you place an order and a message each time its status changes, in the language you were shopping in.'),
        qa('What are the wishlist and the compare list?', 'Once signed in, save products to your wishlist with the heart on the product page, or add up to four products to your compare list to see them side by side.'),
        qa('Can I review a product?', 'Yes, once an order with it has been delivered: open the order under My orders and choose Write a review. You can give stars, a comment and a few photos.'),
        qa('Can I return a product?', `Each product page says whether it can be refunded or returned if you change your mind, and what warranty it has. To ask for a return, write to us through the ${a('en', '/contact', 'contact page')} with your tracking code. The conditions are on the ${a('en', '/page/shipping-and-returns', 'Shipping and returns')} page.`),
        qa('How can I sell on Bazaario?', `Fill in the ${a('en', '/seller/register', 'seller sign-up form')} and confirm your e-mail address with the code we send. Our team reviews each application, and your store opens once it is approved.`),
        qa('Which languages can I shop in?', 'English, French, Arabic, Turkish and Hindi: choose yours in the header. Your e-mails come in the same language.'),
        qa('How do I reach you?', `Write to us through the ${a('en', '/contact', 'contact page')}; we answer by e-mail.`),
      ),
      fr: html(
        qa('Comment trouver un produit ?', `Utilisez la barre de recherche en haut de chaque page ou parcourez les ${a('fr', '/categories', 'catégories')} et les ${a('fr', '/brands', 'marques')}. Le ${a('fr', '/sitemap', 'plan du site')} réunit sur une seule page toutes les catégories, marques et collections. Les promotions du moment sont dans ${a('fr', '/flash-sale', 'Ventes flash')} et ${a('fr', '/hot-deals', 'Bons plans')}.`),
        qa('Faut-il un compte pour commander ?', `Non, vous pouvez commander en tant qu'invité. Un ${a('fr', '/register', 'compte')} vous permet en plus de retrouver vos commandes, vos adresses, vos codes promo, votre liste d'envies et votre comparateur. Vous confirmez votre adresse e-mail grâce au code que nous vous envoyons ; vous pouvez aussi vous connecter avec Google ou Facebook lorsque ces boutons sont proposés.`),
        qa('Comment payer ?', 'En ligne avec les moyens proposés lors de la commande (carte ou portefeuille, via les prestataires de paiement avec lesquels la boutique travaille), par paiement à la livraison ou par virement bancaire. Le paiement en ligne se fait sur la page sécurisée du prestataire, et votre commande passe en « payée » dès qu\'il confirme le paiement ; nous ne voyons jamais votre numéro de carte. Si vous choisissez le virement, nos coordonnées bancaires s\'affichent une fois la commande passée ; après le virement, déclarez-le sur la page de la commande (votre banque, votre compte et la référence du virement) : nous la passons en « payée » après vérification.'),
        qa('Comment fonctionnent les codes promo et les offres groupées ?', 'Saisissez le code promo au moment de commander : la réduction s\'applique tant que le code est valable, que le montant minimum est atteint et qu\'il reste des utilisations. Une fois connecté, vous retrouvez vos codes dans Mes codes promo. Une offre groupée (« 2 achetés, 1 offert ») est indiquée sur la fiche produit et déduite automatiquement dans le panier.'),
        qa('Comment suivre ma commande ?', `Chaque commande reçoit un code de suivi, affiché à la fin de la commande et dans l'e-mail de confirmation. Saisissez-le sur la page ${a('fr', '/track-order', 'Suivre ma commande')}, sans compte, pour voir son statut et la date de livraison estimée. Connecté, vous retrouvez aussi toutes vos commandes dans Mes commandes.`),
        qa('Puis-je annuler une commande ?', `Oui, tant qu'elle est en attente. Avec un compte, ouvrez-la dans Mes commandes et choisissez Annuler la commande : le stock et le code promo éventuel sont restitués. Si vous avez commandé en tant qu'invité, écrivez-nous depuis la ${a('fr', '/contact', 'page de contact')} en indiquant votre code de suivi.`),
        qa('Quels e-mails vais-je recevoir ?', 'Une confirmation lorsque vous passez commande, puis un message à chaque changement de statut, dans la langue dans laquelle vous faisiez vos achats.'),
        qa('À quoi servent la liste d\'envies et le comparateur ?', 'Une fois connecté, enregistrez un produit dans votre liste d\'envies avec le cœur de sa fiche, ou ajoutez jusqu\'à quatre produits au comparateur pour les voir côte à côte.'),
        qa('Puis-je donner mon avis sur un produit ?', 'Oui, dès qu\'une commande le contenant a été livrée : ouvrez-la dans Mes commandes et choisissez Écrire un avis. Vous pouvez attribuer des étoiles, laisser un commentaire et joindre quelques photos.'),
        qa('Puis-je retourner un produit ?', `Chaque fiche produit précise s'il est remboursable, s'il peut être retourné en cas de changement d'avis et quelle garantie il offre. Pour demander un retour, écrivez-nous depuis la ${a('fr', '/contact', 'page de contact')} avec votre code de suivi. Les conditions figurent sur la page ${a('fr', '/page/shipping-and-returns', 'Livraison et retours')}.`),
        qa('Comment vendre sur Bazaario ?', `Remplissez le ${a('fr', '/seller/register', 'formulaire d\'inscription vendeur')} et confirmez votre adresse e-mail avec le code reçu. Notre équipe étudie chaque candidature : votre boutique ouvre dès qu'elle est validée.`),
        qa('Dans quelles langues puis-je faire mes achats ?', 'En anglais, français, arabe, turc et hindi : choisissez la vôtre dans l\'en-tête. Vos e-mails arrivent dans la même langue.'),
        qa('Comment vous contacter ?', `Écrivez-nous depuis la ${a('fr', '/contact', 'page de contact')} ; nous vous répondons par e-mail.`),
      ),
      ar: html(
        qa('كيف أجد منتجًا؟', `اكتب ما تبحث عنه في مربع البحث أعلى كل صفحة، أو تصفّح ${a('ar', '/categories', 'الفئات')} و${a('ar', '/brands', 'العلامات التجارية')}. وتجد في ${a('ar', '/sitemap', 'خريطة الموقع')} كل الفئات والعلامات التجارية والمجموعات في صفحة واحدة، أما التخفيضات الحالية ففي ${a('ar', '/flash-sale', 'العروض الخاطفة')} و${a('ar', '/hot-deals', 'العروض المميزة')}.`),
        qa('هل أحتاج إلى حساب لأطلب؟', `لا، يمكنك إتمام الطلب كزائر. لكن ${a('ar', '/register', 'الحساب')} يحفظ لك سجل طلباتك وعناوينك وقسائمك وقائمة أمنياتك وقائمة المقارنة. تؤكد بريدك الإلكتروني برمز نرسله إليك، ويمكنك أيضًا تسجيل الدخول عبر Google أو Facebook حين تظهر أزرارهما.`),
        qa('كيف أدفع؟', 'إلكترونيًا بالطرق المعروضة عند إتمام الطلب (بطاقة أو محفظة، عبر مزودي الدفع الذين يتعامل معهم المتجر)، أو بالدفع عند الاستلام، أو بالتحويل البنكي. في الدفع الإلكتروني تنتقل إلى صفحة المزود الآمنة، ويُعتمد طلبك مدفوعًا فور تأكيد المزود للدفعة، ولا نطّلع على رقم بطاقتك أبدًا. إذا اخترت التحويل البنكي تظهر لك بياناتنا البنكية بعد تقديم الطلب، وبعد التحويل أبلغنا به من صفحة الطلب (اسم مصرفك ورقم حسابك والرقم المرجعي للتحويل)، فنعتمد الطلب مدفوعًا بعد التحقق منه.'),
        qa('كيف تعمل القسائم وعروض الحزم؟', 'أدخل رمز القسيمة عند إتمام الطلب، ويُطبَّق الخصم ما دامت القسيمة صالحة وبلغ طلبك الحد الأدنى للشراء وبقيت لها مرات استخدام. وإذا سجلت الدخول تجد قسائمك في صفحة قسائمي. أما عرض الحزمة (مثل «اشترِ 2 واحصل على 1 مجانًا») فيظهر في صفحة المنتج ويُخصم في السلة تلقائيًا.'),
        qa('كيف أتتبع طلبي؟', `لكل طلب رمز تتبع يظهر لك عند تقديمه وفي رسالة التأكيد. أدخله في صفحة ${a('ar', '/track-order', 'تتبع الطلب')} دون الحاجة إلى حساب، لترى حالته وموعد التسليم المتوقع. وإذا سجلت الدخول تجد كل طلباتك في صفحة طلباتي.`),
        qa('هل يمكنني إلغاء طلب؟', `نعم، ما دام قيد الانتظار. إن كان لديك حساب فافتح الطلب من طلباتي واختر إلغاء الطلب، فتعود الكمية إلى المخزون وتُستعاد القسيمة إن استخدمتها. وإن طلبت كزائر فراسلنا من ${a('ar', '/contact', 'صفحة الاتصال')} مع ذكر رمز التتبع.`),
        qa('ما الرسائل التي ستصلني؟', 'رسالة تأكيد عند تقديم الطلب، ثم رسالة عند كل تغيّر في حالته، باللغة التي كنت تتسوق بها.'),
        qa('ما قائمة الأمنيات وقائمة المقارنة؟', 'بعد تسجيل الدخول يمكنك حفظ المنتج في قائمة أمنياتك بزر القلب في صفحته، أو إضافة ما يصل إلى أربعة منتجات إلى قائمة المقارنة لعرضها جنبًا إلى جنب.'),
        qa('هل يمكنني تقييم منتج؟', 'نعم، بعد تسليم طلب يتضمنه: افتح الطلب من طلباتي واختر كتابة تقييم، ثم امنح النجوم واكتب تعليقك وأرفق بعض الصور إن شئت.'),
        qa('هل يمكنني إرجاع منتج؟', `توضح صفحة كل منتج ما إذا كان قابلًا لاسترداد المبلغ أو للإرجاع عند تغيير رأيك، ومدة ضمانه. ولطلب الإرجاع راسلنا من ${a('ar', '/contact', 'صفحة الاتصال')} مع ذكر رمز التتبع، وتجد الشروط في صفحة ${a('ar', '/page/shipping-and-returns', 'الشحن والإرجاع')}.`),
        qa('كيف أبيع على Bazaario؟', `املأ ${a('ar', '/seller/register', 'نموذج التسجيل كبائع')} وأكّد بريدك الإلكتروني بالرمز الذي نرسله إليك. يراجع فريقنا كل طلب، ويُفتح متجرك فور اعتماده.`),
        qa('بأي اللغات يمكنني التسوق؟', 'بالإنجليزية والفرنسية والعربية والتركية والهندية، واختر لغتك من أعلى الصفحة. وتصلك الرسائل باللغة نفسها.'),
        qa('كيف أتواصل معكم؟', `راسلنا من ${a('ar', '/contact', 'صفحة الاتصال')}، وسنرد عليك بالبريد الإلكتروني.`),
      ),
      tr: html(
        qa('Bir ürünü nasıl bulurum?', `Her sayfanın üstündeki arama kutusuna yazın ya da ${a('tr', '/categories', 'kategorilere')} ve ${a('tr', '/brands', 'markalara')} göz atın. ${a('tr', '/sitemap', 'Site haritası')} tüm kategorileri, markaları ve koleksiyonları tek sayfada gösterir. Güncel indirimler ${a('tr', '/flash-sale', 'Flaş İndirim')} ve ${a('tr', '/hot-deals', 'Fırsatlar')} bölümlerindedir.`),
        qa('Sipariş için hesap gerekli mi?', `Hayır, misafir olarak da sipariş verebilirsiniz. Bir ${a('tr', '/register', 'hesapla')} ise siparişleriniz, adresleriniz, kuponlarınız, istek listeniz ve karşılaştırma listeniz saklanır. E-posta adresinizi size gönderdiğimiz kodla doğrularsınız; düğmeleri görünüyorsa Google veya Facebook ile de giriş yapabilirsiniz.`),
        qa('Nasıl ödeme yapabilirim?', 'Ödeme adımında gösterilen yöntemlerle çevrim içi (mağazanın çalıştığı ödeme kuruluşları üzerinden kart veya cüzdanla), kapıda ödemeyle ya da banka havalesiyle. Çevrim içi ödemede ödeme kuruluşunun güvenli sayfasına yönlendirilirsiniz; ödeme onaylanır onaylanmaz siparişiniz ödendi olarak işaretlenir, kart numaranızı asla görmeyiz. Havaleyi seçerseniz banka bilgilerimiz sipariş verildikten sonra gösterilir; ödemeyi yaptıktan sonra havaleyi sipariş sayfasından bildirin (bankanız, hesabınız ve işlem numarası), kontrol ettikten sonra siparişi ödendi olarak işaretleriz.'),
        qa('Kuponlar ve paket fırsatları nasıl çalışır?', 'Kupon kodunu sipariş adımında girin: kupon geçerli olduğu, sepetiniz asgari tutara ulaştığı ve kullanım hakkı kaldığı sürece indirim uygulanır. Giriş yaptıysanız kuponlarınızı Kuponlarım sayfasında bulursunuz. Paket fırsatı ("2 al, 1 bedava") ürün sayfasında yazar ve sepette kendiliğinden düşülür.'),
        qa('Siparişimi nasıl takip ederim?', `Her siparişin bir takip kodu vardır; sipariş verdiğinizde ekranda ve onay e-postasında gösterilir. Kodu ${a('tr', '/track-order', 'Sipariş Takibi')} sayfasına girerek, hesap olmadan, siparişin durumunu ve tahmini teslim tarihini görebilirsiniz. Giriş yaptıysanız tüm siparişleriniz Siparişlerim sayfasındadır.`),
        qa('Siparişimi iptal edebilir miyim?', `Evet, sipariş beklemedeyken. Hesabınız varsa siparişi Siparişlerim'de açıp Siparişi İptal Et'i seçin; stok ve kullandığınız kupon geri verilir. Misafir olarak sipariş verdiyseniz takip kodunuzla birlikte ${a('tr', '/contact', 'iletişim sayfasından')} bize yazın.`),
        qa('Hangi e-postaları alırım?', 'Sipariş verdiğinizde bir onay, ardından siparişin durumu her değiştiğinde bir bildirim; hepsi alışveriş yaptığınız dilde.'),
        qa('İstek listesi ve karşılaştırma listesi nedir?', 'Giriş yaptıktan sonra ürün sayfasındaki kalp ile ürünü istek listenize kaydedebilir, en fazla dört ürünü karşılaştırma listenize ekleyip yan yana görebilirsiniz.'),
        qa('Bir ürünü değerlendirebilir miyim?', 'Evet, ürünü içeren siparişiniz teslim edildikten sonra: siparişi Siparişlerim\'de açın ve Değerlendirme Yaz\'ı seçin. Yıldız verebilir, yorum yazabilir ve birkaç fotoğraf ekleyebilirsiniz.'),
        qa('Bir ürünü iade edebilir miyim?', `Her ürün sayfası, ürünün para iadesine ve fikir değişikliğinde iadeye uygun olup olmadığını ve garantisini gösterir. İade talebi için takip kodunuzla ${a('tr', '/contact', 'iletişim sayfasından')} bize yazın. Koşullar ${a('tr', '/page/shipping-and-returns', 'Kargo ve İade')} sayfasındadır.`),
        qa('Bazaario\'da nasıl satış yapabilirim?', `${a('tr', '/seller/register', 'Satıcı başvuru formunu')} doldurun ve e-posta adresinizi gönderdiğimiz kodla doğrulayın. Ekibimiz her başvuruyu inceler; onaylandığında mağazanız açılır.`),
        qa('Hangi dillerde alışveriş yapabilirim?', 'İngilizce, Fransızca, Arapça, Türkçe ve Hintçe: dilinizi sayfanın üst kısmından seçin. E-postalarınız da aynı dilde gelir.'),
        qa('Size nasıl ulaşırım?', `${a('tr', '/contact', 'İletişim sayfasından')} bize yazın; e-postayla yanıt veririz.`),
      ),
      hi: html(
        qa('मैं कोई प्रोडक्ट कैसे ढूँढूँ?', `हर पेज के ऊपर सर्च बॉक्स में लिखें, या ${a('hi', '/categories', 'कैटेगरी')} और ${a('hi', '/brands', 'ब्रांड')} देखें। ${a('hi', '/sitemap', 'साइटमैप')} में सारी कैटेगरी, ब्रांड और कलेक्शन एक ही पेज पर हैं। अभी चल रही छूट ${a('hi', '/flash-sale', 'फ़्लैश सेल')} और ${a('hi', '/hot-deals', 'हॉट डील्स')} में मिलेगी।`),
        qa('क्या ऑर्डर के लिए खाता ज़रूरी है?', `नहीं, आप गेस्ट के रूप में भी ऑर्डर कर सकते हैं। ${a('hi', '/register', 'खाता')} बनाने पर आपके ऑर्डर, पते, वाउचर, विशलिस्ट और तुलना सूची सहेजे रहते हैं। ई-मेल पता हमारे भेजे कोड से पक्का होता है; जहाँ बटन दिखें, वहाँ Google या Facebook से भी साइन इन कर सकते हैं।`),
        qa('मैं भुगतान कैसे करूँ?', 'चेकआउट पर दिखाई गई विधियों से ऑनलाइन (दुकान के भुगतान पार्टनर के ज़रिए कार्ड या वॉलेट से), कैश ऑन डिलीवरी से या बैंक ट्रांसफ़र से। ऑनलाइन भुगतान के लिए आप पार्टनर के सुरक्षित पेज पर जाते हैं, और भुगतान की पुष्टि होते ही आपका ऑर्डर भुगतान हो चुका माना जाता है; आपका कार्ड नंबर हम कभी नहीं देखते। बैंक ट्रांसफ़र चुनने पर ऑर्डर देने के बाद हमारे बैंक खाते की जानकारी दिखती है; पैसे भेजने के बाद ऑर्डर पेज पर ट्रांसफ़र की जानकारी (आपका बैंक, खाता और ट्रांज़ैक्शन नंबर) दें, जाँच के बाद हम ऑर्डर को भुगतान हो चुका मान लेते हैं।'),
        qa('वाउचर और बंडल डील कैसे काम करते हैं?', 'चेकआउट पर वाउचर कोड डालें: जब तक वाउचर मान्य है, ऑर्डर न्यूनतम राशि तक पहुँचता है और उसके इस्तेमाल बाक़ी हैं, छूट मिलती है। साइन इन करने पर आपके वाउचर मेरे वाउचर में दिखते हैं। बंडल डील ("2 ख़रीदें, 1 मुफ़्त") प्रोडक्ट पेज पर लिखी होती है और कार्ट में अपने-आप घट जाती है।'),
        qa('मैं अपना ऑर्डर कैसे ट्रैक करूँ?', `हर ऑर्डर को एक ट्रैकिंग कोड मिलता है, जो ऑर्डर देते समय और कन्फ़र्मेशन ई-मेल में दिखता है। इसे ${a('hi', '/track-order', 'ऑर्डर ट्रैक करें')} पेज पर डालें, खाते की ज़रूरत नहीं, और ऑर्डर की स्थिति व डिलीवरी की अनुमानित तारीख़ देखें। साइन इन करने पर सारे ऑर्डर मेरे ऑर्डर में भी मिलते हैं।`),
        qa('क्या मैं ऑर्डर रद्द कर सकता हूँ?', `हाँ, जब तक वह पेंडिंग है। खाता हो तो मेरे ऑर्डर में ऑर्डर खोलें और ऑर्डर रद्द करें चुनें; स्टॉक और इस्तेमाल किया गया वाउचर वापस हो जाते हैं। गेस्ट के रूप में ऑर्डर किया हो तो अपने ट्रैकिंग कोड के साथ ${a('hi', '/contact', 'संपर्क पेज')} से हमें लिखें।`),
        qa('मुझे कौन-से ई-मेल मिलेंगे?', 'ऑर्डर देने पर एक कन्फ़र्मेशन, और फिर हर बार स्थिति बदलने पर एक संदेश, उसी भाषा में जिसमें आप ख़रीदारी कर रहे थे।'),
        qa('विशलिस्ट और तुलना सूची क्या हैं?', 'साइन इन करने के बाद प्रोडक्ट पेज के दिल वाले बटन से प्रोडक्ट को विशलिस्ट में सहेजें, या ज़्यादा से ज़्यादा चार प्रोडक्ट तुलना सूची में जोड़कर उन्हें साथ-साथ देखें।'),
        qa('क्या मैं किसी प्रोडक्ट का रिव्यू लिख सकता हूँ?', 'हाँ, जब उस प्रोडक्ट वाला ऑर्डर डिलीवर हो जाए: मेरे ऑर्डर में ऑर्डर खोलें और रिव्यू लिखें चुनें। आप स्टार, टिप्पणी और कुछ फ़ोटो दे सकते हैं।'),
        qa('क्या मैं प्रोडक्ट लौटा सकता हूँ?', `हर प्रोडक्ट पेज बताता है कि उस पर रिफ़ंड मिलता है या नहीं, मन बदलने पर उसे लौटाया जा सकता है या नहीं, और उसकी वारंटी क्या है। लौटाने के लिए अपने ट्रैकिंग कोड के साथ ${a('hi', '/contact', 'संपर्क पेज')} से हमें लिखें। शर्तें ${a('hi', '/page/shipping-and-returns', 'शिपिंग और रिटर्न')} पेज पर हैं।`),
        qa('Bazaario पर सामान कैसे बेचें?', `${a('hi', '/seller/register', 'विक्रेता पंजीकरण फ़ॉर्म')} भरें और हमारे भेजे कोड से अपना ई-मेल पता पक्का करें। हमारी टीम हर आवेदन देखती है; मंज़ूरी मिलते ही आपकी दुकान खुल जाती है।`),
        qa('मैं किन भाषाओं में ख़रीदारी कर सकता हूँ?', 'अंग्रेज़ी, फ़्रेंच, अरबी, तुर्की और हिंदी: अपनी भाषा हेडर में चुनें। आपके ई-मेल भी उसी भाषा में आते हैं।'),
        qa('आपसे संपर्क कैसे करूँ?', `${a('hi', '/contact', 'संपर्क पेज')} से हमें लिखें; हम ई-मेल से जवाब देते हैं।`),
      ),
    },
  },
];
